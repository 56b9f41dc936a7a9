import { useId } from 'react';
import type { FormOptions, SpecDraft } from './editor-model.ts';

export interface SpecsEditorProps {
  specifications: FormOptions['specifications'];
  value: readonly SpecDraft[];
  onChange: (specs: SpecDraft[]) => void;
  errors: Record<string, readonly string[]>;
  disabled?: boolean;
}

/**
 * Specifications: one input per specification of the shop; a specification with values is chosen
 * from them (values from the specifications resource), any other is typed.
 */
export function SpecsEditor({ specifications, value, onChange, errors, disabled }: SpecsEditorProps) {
  const baseId = useId();
  if (!specifications.length) return <p className="product-editor__muted">مشخصه‌ای تعریف نشده است.</p>;
  const draftOf = (id: number): SpecDraft =>
    value.find((spec) => spec.specification_id === id) ?? { specification_id: id, value: '', value_ids: [] };
  const put = (next: SpecDraft) =>
    onChange([...value.filter((spec) => spec.specification_id !== next.specification_id), next]);
  return (
    <div className="specs-editor">
      {specifications.map((spec) => {
        const draft = draftOf(spec.id);
        const index = value.findIndex((s) => s.specification_id === spec.id);
        const error =
          index >= 0
            ? Object.entries(errors).find(([k]) => k.startsWith(`specifications.${index}.`))
            : undefined;
        const id = `${baseId}-${spec.id}`;
        const label = spec.label || spec.name;
        return (
          <div key={spec.id} className="form-field" data-invalid={error ? true : undefined}>
            <label htmlFor={id} className="form-field__label">
              {label}
            </label>
            {spec.values.length ? (
              <select
                id={id}
                disabled={disabled}
                value={String(draft.value_ids[0] ?? '')}
                onChange={(e) =>
                  put({ ...draft, value_ids: e.currentTarget.value ? [Number(e.currentTarget.value)] : [] })
                }
              >
                <option value="">—</option>
                {spec.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.value}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                disabled={disabled}
                value={draft.value}
                onChange={(e) => put({ ...draft, value: e.currentTarget.value })}
              />
            )}
            {error ? <p className="field__error">{error[1].join(' ')}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
