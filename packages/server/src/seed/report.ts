import type { SeedBaseResult } from './base.ts';
import type { SeedDemoResult } from './demo.ts';

/**
 * The sign-in details to show once, as plain text for people (not through the JSON logger): the super
 * admin when this start created it (its password only when it was generated here: one given in
 * SHOP_ADMIN_PASSWORD is the operator's already and stays out of terminals and log collectors), and
 * the demo staff when the demo was written.
 */
export function credentialsReport(base: SeedBaseResult, demo: SeedDemoResult | null): string {
  const lines: string[] = [];
  if (base.createdAdmin) {
    lines.push(
      'Super admin created (shown once, keep it safe) / مدیر کل ساخته شد:',
      `  username: ${base.createdAdmin.username}`,
      base.createdAdmin.generated
        ? `  password: ${base.createdAdmin.password}`
        : '  password: the one given in SHOP_ADMIN_PASSWORD (not shown)',
    );
  }
  const staff = demo?.seeded ? demo.admins.filter((admin) => admin.role !== 'super_admin') : [];
  if (demo?.seeded) {
    const counts = Object.entries(demo.counts).map(([kind, n]) => `${n} ${kind}`);
    lines.push(`Demo shop seeded: ${counts.join(', ')}.`);
  }
  if (staff.length) {
    lines.push(`Demo staff (password: ${demo?.password}):`);
    for (const admin of staff)
      lines.push(`  ${admin.username.padEnd(22)} ${admin.role.padEnd(18)} ${admin.name}`);
  }
  if (!lines.length) return '';
  const rule = '─'.repeat(64);
  return `${rule}\n${lines.join('\n')}\n${rule}\n`;
}
