import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { Language } from '@libero/shared/i18n/languages';
import { IMAGE_LONG_SIDE } from '@libero/shared/media/gallery';
import { imageCaption, imageSrc, type ImageRow } from './albums-api';
import { masonryColumns } from './masonry';

/** SPEC §9: two columns, whatever the screen; the photos grow with it. */
const COLUMNS = 2;
/** A column: half the page on a phone, half of the album's 56rem beside the menu. */
const SIZES = '(min-width: 1024px) 28rem, 50vw';

/** The width of a size the server made (fitted in a square of `side`, never enlarged). */
const fittedWidth = (image: ImageRow, side: number) =>
  Math.round(image.width * Math.min(1, side / Math.max(image.width, image.height)));

/** The thumbnail and the web size, for the browser to pick the one the column needs. */
const sourceSet = (image: ImageRow) =>
  `${imageSrc(image.thumbUrl)} ${fittedWidth(image, IMAGE_LONG_SIDE.thumb)}w, ${imageSrc(image.webUrl)} ${fittedWidth(image, IMAGE_LONG_SIDE.web)}w`;

export type MasonryGridProps = {
  images: readonly ImageRow[];
  onOpen: (index: number) => void;
  /** The photos whose captions the viewer may edit get an edit button. */
  canEdit: (image: ImageRow) => boolean;
  onEdit: (image: ImageRow, index: number) => void;
};

/**
 * The album's photos as a masonry of two columns, thumbnails loaded as they scroll into view. The
 * lightbox gives the focus back to the photo it was opened from.
 */
export function MasonryGrid({ images, onOpen, canEdit, onEdit }: MasonryGridProps) {
  const { t, i18n } = useTranslation('albums');
  const language = i18n.language as Language;
  return (
    <div role="list" aria-label={t('grid')} className="grid grid-cols-2 items-start gap-2 sm:gap-4">
      {masonryColumns(images, COLUMNS).map((column, columnIndex) => (
        <div key={columnIndex} data-testid="masonry-column" className="flex min-w-0 flex-col gap-2 sm:gap-4">
          {column.map(({ item: image, index }) => {
            const caption = imageCaption(image, language);
            const n = index + 1;
            return (
              <figure key={image.no} role="listitem" className="group relative m-0">
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  aria-label={t('image.open', { n, caption: caption || t('image.untitled', { n }) })}
                  className="block w-full overflow-hidden rounded-md bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                >
                  <img
                    src={imageSrc(image.thumbUrl)}
                    srcSet={sourceSet(image)}
                    sizes={SIZES}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full transition-transform duration-200 group-hover:scale-[1.02]"
                  />
                </button>
                {caption || image.credit ? (
                  <figcaption className="mt-1 text-xs leading-snug text-slate-700">
                    {caption}
                    {image.credit ? (
                      <span className="block text-slate-500">{t('image.credit', { credit: image.credit })}</span>
                    ) : null}
                  </figcaption>
                ) : null}
                {canEdit(image) ? (
                  <button
                    type="button"
                    onClick={() => onEdit(image, index)}
                    aria-label={t('image.edit', { n })}
                    title={t('image.edit', { n })}
                    className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1.5 text-slate-800 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </figure>
            );
          })}
        </div>
      ))}
    </div>
  );
}
