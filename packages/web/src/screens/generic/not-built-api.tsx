import type { ResourceDef, RouteDef } from '@shop-admin/core';

/** The Persian text naming what a generic screen misses: the resource's API on the server. */
export function missingApiText(resource: ResourceDef): string {
  return `این صفحه هنوز ساخته نشده است: به API ${resource.title} نیاز دارد`;
}

/**
 * The "not built yet" state of a generic route whose resource is declared in core but whose API the
 * server does not serve yet (its list answers 404): names the resource and the endpoint it needs.
 */
export function NotBuiltApi({ route, resource }: { route: RouteDef; resource: ResourceDef }) {
  return (
    <section className="screen not-built" data-screen-kind="not-built" data-missing="api">
      <h1>{route.title}</h1>
      <div className="empty-state" role="status">
        <p>{missingApiText(resource)}</p>
        <p>
          صفحه از روی تعریف «{resource.title}» در هسته ساخته می‌شود، ولی سرور هنوز{' '}
          <bdi dir="ltr">GET /api/{resource.endpoint}</bdi> را پاسخ نمی‌دهد. همین که این API اضافه شود، فهرست و
          فرم‌ها بدون کد تازه کار می‌کنند.
        </p>
      </div>
    </section>
  );
}

/** The "not built" state when the route names a resource that core does not declare. */
export function UnknownResource({ route }: { route: RouteDef }) {
  return (
    <section className="screen not-built" data-screen-kind="not-built" data-missing="resource">
      <h1>{route.title}</h1>
      <div className="empty-state" role="status">
        <p>
          این صفحه هنوز ساخته نشده است: منبع <bdi dir="ltr">{route.resource}</bdi> در هسته تعریف نشده است.
        </p>
      </div>
    </section>
  );
}
