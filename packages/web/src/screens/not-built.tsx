import type { ScreenProps } from './types.ts';

/** The clear Persian "not built yet" state of a route that has neither its own screen nor a resource. */
export function NotBuiltScreen({ route }: ScreenProps) {
  return (
    <section className="screen not-built" data-screen-kind="not-built">
      <h1>{route.title}</h1>
      <div className="empty-state" role="status">
        <p>این صفحه هنوز ساخته نشده است.</p>
        <p>
          مسیر <bdi dir="ltr">{route.path}</bdi> در رجیستری هست، ولی نه صفحه اختصاصی دارد و نه منبعی (
          <bdi dir="ltr">resource</bdi>) که صفحه عمومی فهرست و فرم از روی آن ساخته شود.
        </p>
      </div>
    </section>
  );
}
