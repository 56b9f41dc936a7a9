import { EXIT, type ExitKind, exitKindOf } from './exit-codes.ts';

/** Field name → messages (Laravel's `errors` shape); row-level errors use `row 3: price`-style keys. */
export type FieldMessages = Record<string, string[]>;

/** What a {@link CliError} is made from. */
export interface CliErrorInit {
  /** Stable machine code (`usage`, `not_signed_in`, `validation_failed`, the server's own code …). */
  code: string;
  /** English message for people and logs. */
  message: string;
  /** HTTP status of the server's answer; 0 when none (usage, network, local validation). */
  status?: number;
  /** Per-field messages: English when the CLI checked, the server's words otherwise. */
  fields?: FieldMessages;
  /** The server's Persian message, when there was one. */
  messageFa?: string;
  /** Per-field Persian messages (core's Persian pack, or the server's). */
  fieldsFa?: FieldMessages;
  /** A hint printed after the message (how to fix it). */
  hint?: string;
  /** Overrides the exit kind the code and status imply. */
  kind?: ExitKind;
  /** How a `fields` key reads for people (`rows.2.sku` → `row 3 (line 4), sku`); keys as they are by default. */
  describeField?: (key: string) => string;
  cause?: unknown;
}

/** Every failure `shop-admin` reports: a stable code, an English message and its exit code. */
export class CliError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: FieldMessages;
  readonly messageFa: string | undefined;
  readonly fieldsFa: FieldMessages;
  readonly hint: string | undefined;
  readonly kind: ExitKind;
  readonly describeField: (key: string) => string;

  constructor(init: CliErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'CliError';
    this.code = init.code;
    this.status = init.status ?? 0;
    this.fields = init.fields ?? {};
    this.messageFa = init.messageFa;
    this.fieldsFa = init.fieldsFa ?? {};
    this.hint = init.hint;
    this.kind = init.kind ?? exitKindOf(init.code, this.status);
    this.describeField = init.describeField ?? ((key) => key);
  }

  /** The process exit code. */
  get exitCode(): number {
    return EXIT[this.kind];
  }
}

/** A usage error (exit 2): bad flags, arguments or input format. */
export function usageError(message: string, hint?: string): CliError {
  return new CliError({ code: 'usage', message, ...(hint === undefined ? {} : { hint }) });
}
