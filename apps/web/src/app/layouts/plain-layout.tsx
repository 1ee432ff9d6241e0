import { LanguageSelect, TranslationNotice } from '../language-select';
import { ProductMark } from './product-mark';
import { RouteView } from './route-view';

/** The default frame (SPEC §2 "plain container"): the product's name, the language, the page. */
export function PlainLayout() {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2.5">
          <ProductMark />
          <LanguageSelect compact />
        </div>
      </header>
      <TranslationNotice className="mx-auto mt-3 w-[calc(100%-2rem)] max-w-5xl" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none">
        <RouteView />
      </main>
    </div>
  );
}
