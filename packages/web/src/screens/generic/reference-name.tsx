import { getResource, type ResourceDef } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { detailQuery, lookupLabel } from './resource-api.ts';

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

/** A lookup label's parts (` · `), each isolated so a Latin SKU keeps its place in a Persian line (and is never broken at its hyphens). */
export function LookupText({ text }: { text: string }) {
  const parts = text.split(' · ');
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed label
        <span key={i}>
          {i > 0 ? ' · ' : null}
          <bdi className={PERSIAN_LETTER.test(part) ? undefined : 'lookup-code'}>{part}</bdi>
        </span>
      ))}
    </>
  );
}

function NameById({ resource, id }: { resource: ResourceDef; id: string }) {
  const { api } = useServices();
  const row = useQuery(detailQuery(api, resource, id));
  if (row.data) return <LookupText text={lookupLabel(row.data, resource)} />;
  // While it is read, a loading state: an id standing in reads as if it were the name.
  if (row.isPending)
    return (
      <span className="reference-loading" aria-busy="true">
        …
      </span>
    );
  return <bdi>{`#${id}`}</bdi>;
}

/**
 * The name of one record of a large table (products, varieties …) shown by its id: read once by id
 * (cached per record) instead of every row with `?all=1`; a loading mark until it arrives, `#id` if it cannot be read.
 */
export function ReferenceName({ reference, id }: { reference: string; id: unknown }) {
  const resource = getResource(reference);
  if (id === null || id === undefined || id === '') return <>—</>;
  if (!resource || (typeof id !== 'number' && typeof id !== 'string')) return <>{`#${String(id)}`}</>;
  return <NameById resource={resource} id={String(id)} />;
}
