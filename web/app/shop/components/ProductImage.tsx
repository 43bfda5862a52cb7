import { articleNumberOfPictureUrl, DEFAULT_PICTURE_WIDTH, overviewPicturePath, overviewPictureSrcSet, overviewPictureUrl } from '@shop/engine/browser';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';

/** Shown for a missing or broken product image (R000-2.84). */
export const NO_IMAGE_URL = '/images/no-image.png';

/** The overview image of a product (000 §7: /api/media/product-overview/{articleNumber}), the original file. */
export function productImageUrl(articleNumber: string): string {
  return overviewPicturePath(articleNumber);
}

/**
 * The slots pictures are shown in, as `sizes` (decision 1155): the browser picks the made width
 * from srcset by the slot's width on this screen, before any style is loaded.
 */
export const PICTURE_SLOTS = {
  /** A category page's product card: a column of the grid (1 to 4 a row), 4:3. */
  card: '(max-width: 575.98px) calc(100vw - 32px), (max-width: 991.98px) 45vw, 290px',
  /** A category tile (picture contained in the tile's art band). */
  tile: '(max-width: 575.98px) calc(100vw - 32px), (max-width: 991.98px) 45vw, 290px',
  /** The product page's main picture. */
  main: '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1250px) 45vw, 560px',
  /** Cart lines, the cart popover, order lines: a thumbnail. */
  thumb: '128px',
} as const;
export type PictureSlot = keyof typeof PICTURE_SLOTS;

/** The widest made width a slot can need (2× screens). */
const SLOT_MAX_WIDTH: Record<PictureSlot, number> = { card: 768, tile: 768, main: 1024, thumb: 256 };

/**
 * The placeholder of a product without a picture (decision 1155): drawn in the theme's colours
 * (it follows the shop mode's custom properties), labelled in the reader's language.
 */
export function NoPicture({ className, label }: { className?: string | undefined; label?: string | undefined }) {
  const t = useT();
  const text = t('product.noPicture');
  return (
    <svg
      className={['no-picture', className].filter(Boolean).join(' ')}
      viewBox="0 0 400 300"
      width={400}
      height={300}
      data-testid="no-picture"
      {...(label ? { role: 'img', 'aria-label': `${label}: ${text}` } : { 'aria-hidden': true })}
    >
      <rect width="400" height="300" className="no-picture__ground" />
      <g className="no-picture__drawing" fill="none" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
        <rect x="120" y="70" width="160" height="110" rx="10" />
        <path d="M120 107h160M120 143h160" />
        <path d="M132 172l136-92" />
      </g>
      <text x="200" y="232" textAnchor="middle" className="no-picture__text">
        {text}
      </text>
    </svg>
  );
}

/**
 * A product image that falls back to /images/no-image.png when it cannot be loaded. An image that
 * failed before React took over fires no error event any more, so the state is also checked once
 * after hydration. An overview picture's address gets a srcset of the made widths (decision 1155).
 */
export function ProductImage({
  src,
  alt,
  className,
  slot = 'thumb',
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  slot?: PictureSlot;
}) {
  const articleNumber = src ? articleNumberOfPictureUrl(src) : undefined;
  if (articleNumber !== undefined && src && !src.includes('?')) return <ProductPicture articleNumber={articleNumber} alt={alt} className={className} slot={slot} />;
  return <FallbackImage src={src} alt={alt} className={className} loading="lazy" />;
}

/**
 * A product's overview picture for a slot. `version` (the picture's content hash from the page's
 * loader) makes its addresses immutable; null: the product has no picture, the placeholder shows
 * at once; undefined: not known (a cart line kept in the browser), the addresses are short-lived.
 */
export function ProductPicture({
  articleNumber,
  version,
  alt,
  className,
  slot,
  loading = 'lazy',
}: {
  articleNumber: string;
  version?: string | null | undefined;
  alt: string;
  className?: string | undefined;
  slot: PictureSlot;
  /** 'priority': the page's largest picture (LCP), fetched first; 'eager': in the first screen. */
  loading?: PictureLoading;
}) {
  if (version === null) return <NoPicture className={className} label={alt || undefined} />;
  return (
    <FallbackImage
      src={overviewPictureUrl(articleNumber, DEFAULT_PICTURE_WIDTH, version)}
      srcSet={overviewPictureSrcSet(articleNumber, version, SLOT_MAX_WIDTH[slot])}
      sizes={PICTURE_SLOTS[slot]}
      alt={alt}
      className={className}
      loading={loading}
    />
  );
}

export type PictureLoading = 'priority' | 'eager' | 'lazy';

/** How the n-th picture of a list loads: the first is the page's largest (LCP), the first row eager, the rest lazily. */
export function listPictureLoading(index: number): PictureLoading {
  return index === 0 ? 'priority' : index < 4 ? 'eager' : 'lazy';
}

function FallbackImage({ src, srcSet, sizes, alt, className, loading }: { src: string | null | undefined; srcSet?: string; sizes?: string; alt: string; className?: string | undefined; loading: PictureLoading }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);
  const broken = failed || !src;
  return (
    <img
      ref={ref}
      src={broken ? NO_IMAGE_URL : src}
      {...(!broken && srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      className={className}
      width={512}
      height={512}
      decoding="async"
      {...(loading === 'priority' ? { fetchPriority: 'high' as const } : loading === 'lazy' ? { loading: 'lazy' as const } : {})}
      onError={() => setFailed(true)}
    />
  );
}
