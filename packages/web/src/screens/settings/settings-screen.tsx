import { can, ifMatchHeaders, isApiError, SETTING_GROUPS, validate } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useAdminHome, usePermissions, useServices } from '../../app/services-context.tsx';
import { useSaveShortcut } from '../../hotkeys/save-event.ts';
import { ConflictDialog } from '../../widgets/conflict/conflict-dialog.tsx';
import { useSaveConflict } from '../../widgets/conflict/use-save-conflict.ts';
import { FieldInput } from '../generic/form/field-input.tsx';
import type { ScreenProps } from '../types.ts';
import { type SettingRow, settingField, settingOutgoing, settingValue } from './setting-fields.ts';
import '../generic/generic.css';

type Errors = Record<string, readonly string[]>;

interface SettingsFormProps {
  rows: readonly SettingRow[];
  /** The settings' version as loaded (sent as If-Match: a 412 when someone saved settings meanwhile). */
  version: string | undefined;
  canSave: boolean;
}

function SettingsForm({ rows, version, canSave }: SettingsFormProps) {
  const { api, toasts, queryClient } = useServices();
  const stale = useSaveConflict();
  const initial = Object.fromEntries(rows.map((row) => [row.name, settingValue(row)]));
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  /** Saves what changed; `overVersion` is the conflict dialog's overwrite (the version its 412 named). */
  const submit = async (overVersion?: string) => {
    if (!canSave || saving) return;
    const changed = rows.filter(
      (row) => JSON.stringify(values[row.name]) !== JSON.stringify(initial[row.name]),
    );
    if (changed.length === 0) {
      toasts.show('تغییری برای ذخیره نیست.', { kind: 'info' });
      return;
    }
    const body = Object.fromEntries(changed.map((row) => [row.name, settingOutgoing(row, values[row.name])]));
    const checked = validate(body, changed.map(settingField));
    setGeneral(null);
    if (!checked.valid) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.raw.put('admin/settings', body, {
        headers: ifMatchHeaders(overVersion ?? version),
      });
      stale.clear();
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
      toasts.show(answer.message || 'تنظیمات ذخیره شد.', { kind: 'success' });
    } catch (error) {
      if (stale.caught(error, body)) return;
      const message = isApiError(error) ? error.message : 'ذخیره نشد؛ دوباره تلاش کنید.';
      if (isApiError(error)) setErrors(error.fieldErrors);
      setGeneral(message);
      toasts.show(message, { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  useSaveShortcut(() => void submit(), canSave);

  return (
    <>
      {stale.conflict ? (
        <ConflictDialog
          title="تنظیمات"
          fields={rows.map((row) => ({ name: row.name, label: row.label }))}
          before={Object.fromEntries(rows.map((row) => [row.name, row.value]))}
          current={stale.conflict.current}
          mine={stale.conflict.mine}
          busy={saving}
          onReload={() => {
            stale.clear();
            void queryClient.invalidateQueries({ queryKey: ['settings'] });
          }}
          onOverwrite={() => void submit(stale.conflict?.version)}
          onClose={stale.clear}
        />
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        {general ? (
          <div className="form__summary" role="alert">
            <p>{general}</p>
          </div>
        ) : null}
        {rows.map((row) => {
          const field = settingField(row);
          const id = `${formId}-${row.name}`;
          const own = errors[row.name];
          return (
            <div
              key={row.name}
              className="form-field"
              data-type={field.type}
              data-invalid={own ? true : undefined}
            >
              <label htmlFor={id} className="form-field__label">
                {row.label}
              </label>
              <FieldInput
                field={field}
                id={id}
                value={values[row.name]}
                onChange={(value) => setValues((current) => ({ ...current, [row.name]: value }))}
                describedBy={own ? `${id}-error` : undefined}
                invalid={!!own}
                disabled={!canSave || saving}
                uploadPath={field.type === 'image' ? 'admin/settings/image' : undefined}
              />
              {own ? (
                <p id={`${id}-error`} className="field__error">
                  {own.join(' ')}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="form__actions">
          {canSave ? (
            <button type="submit" className="button primary" disabled={saving}>
              {saving ? 'در حال ذخیره…' : 'ذخیره تنظیمات'}
            </button>
          ) : (
            <p className="muted">برای تغییر تنظیمات مجوز ویرایش تنظیمات لازم است.</p>
          )}
        </div>
      </form>
    </>
  );
}

/**
 * The settings of one group (/admin/settings/:group): the rows of GET admin/settings/{group} as a
 * form whose fields and rules come from core's settings declarations, saved with PUT admin/settings
 * (only what changed; the server saves all or nothing), tabs to the other groups, Ctrl+S to save.
 */
export function SettingsScreen({ route, params }: ScreenProps) {
  const { api } = useServices();
  const home = useAdminHome();
  const permissions = usePermissions();
  const group = params.group ?? 'general';
  const groups = home.settingGroups.length > 0 ? home.settingGroups : SETTING_GROUPS;
  const label = groups.find((g) => g.name === group)?.label ?? group;
  const query = useQuery({
    queryKey: ['settings', group],
    queryFn: async ({ signal }) =>
      api.get<{ settings: SettingRow[]; version?: string }>(`admin/settings/${encodeURIComponent(group)}`, {
        signal,
      }),
  });
  return (
    <section className="screen settings-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>
          {route.title}: {label}
        </h1>
      </header>
      <nav className="settings-tabs" aria-label="گروه‌های تنظیمات">
        {groups.map((g) => (
          <NavLink key={g.name} to={`/settings/${encodeURIComponent(g.name)}`} className="settings-tabs__tab">
            {g.label}
          </NavLink>
        ))}
      </nav>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری تنظیمات…
        </div>
      ) : query.isError ? (
        <div className="list-state list-state--error" role="alert">
          {isApiError(query.error) && query.error.status === 404
            ? `گروه تنظیمات «${group}» پیدا نشد.`
            : query.error.message}
        </div>
      ) : query.data.settings.length === 0 ? (
        <div className="list-state" role="status">
          این گروه هنوز تنظیمی ندارد.
        </div>
      ) : (
        <SettingsForm
          key={`${group}-${query.dataUpdatedAt}`}
          rows={query.data.settings}
          version={query.data.version}
          canSave={can(permissions, 'modify_setting')}
        />
      )}
    </section>
  );
}
