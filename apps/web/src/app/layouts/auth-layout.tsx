import { LanguageSelect, TranslationNotice } from '../language-select';
import { ProductMark } from './product-mark';
import { RouteView } from './route-view';

/** Sign-in and password pages: one narrow card, the language choice above it. */
export function AuthLayout() {
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-6 sm:justify-center sm:py-10">
      <div className="flex w-full max-w-sm flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <ProductMark />
          <LanguageSelect />
        </header>
        <TranslationNotice />
        <main id="main" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <RouteView />
        </main>
      </div>
    </div>
  );
}
