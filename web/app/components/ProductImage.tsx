import { useEffect, useRef, useState } from 'react';

/** Shown for a missing or broken product image (R000-2.84). */
export const NO_IMAGE_URL = '/images/no-image.png';

/** The overview image of a product (000 §7: /api/media/product-overview/{articleNumber}). */
export function productImageUrl(articleNumber: string): string {
  return `/api/media/product-overview/${encodeURIComponent(articleNumber)}`;
}

/**
 * A product image that falls back to /images/no-image.png when it cannot be loaded. An image that
 * failed before React took over fires no error event any more, so the state is also checked once
 * after hydration.
 */
export function ProductImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      src={failed || !src ? NO_IMAGE_URL : src}
      alt={alt}
      className={className}
      width={512}
      height={512}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
