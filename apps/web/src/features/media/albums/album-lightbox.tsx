import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { Language } from '@libero/shared/i18n/languages';
import { imageCaption, imageSrc, type ImageRow } from './albums-api';

export type AlbumLightboxProps = {
  images: readonly ImageRow[];
  /** The photo shown; -1 when closed. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * The album's photos one at a time, at their web size: arrows (keys and buttons) move, Esc
 * closes; the captions are in the interface language.
 */
export function AlbumLightbox({ images, index, onIndex, onClose }: AlbumLightboxProps) {
  const { t, i18n } = useTranslation('albums');
  const language = i18n.language as Language;
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: 'center' }}
      carousel={{ finite: true }}
      labels={{
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        Lightbox: t('lightbox.label'),
        'Photo gallery': t('lightbox.gallery'),
        Carousel: t('lightbox.carousel'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.position'),
      }}
      slides={images.map((image) => {
        const caption = imageCaption(image, language);
        const credit = image.credit ? t('image.credit', { credit: image.credit }) : '';
        return {
          src: imageSrc(image.webUrl),
          width: image.width,
          height: image.height,
          alt: caption,
          description: [caption, credit].filter(Boolean).join(' · '),
        };
      })}
    />
  );
}
