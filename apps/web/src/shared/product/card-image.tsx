import { useState, type ReactNode } from 'react';
import { imageSrc, type ImageWidthName } from '@lahap/contract/media/image-src';
import styles from './product.module.css';

export interface CardImageProps {
  url: string | null | undefined;
  width: ImageWidthName;
  className?: string;
  /** Shown instead when the address is not a usable image or fails to load. */
  fallback: ReactNode;
  /** Decorative by default: the card names what it shows. */
  alt?: string;
}

/** A lazily loaded card image with a placeholder for missing or broken addresses (spec §9 fallbacks). */
export function CardImage({ url, width, className, fallback, alt = '' }: CardImageProps) {
  const src = imageSrc(url, width);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${className ?? ''} ${styles.imageFallback}`} aria-hidden="true">
        {fallback}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
