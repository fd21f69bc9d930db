/**
 * The picture of a card drawn in the browser (search results, liked items): the same as
 * components/ContentImage.astro renders on the server — intrinsic size, placeholder colour and blur
 * behind it, lazy, and the optimizer's widths for the place it is shown in.
 */
import type { Image } from "@tischlein/content-schemas";
import { placeholder, responsive, SIZES } from "../lib/images.ts";

interface Props {
  image: Image;
  /** The width it is shown at, as a `sizes` value; a card's by default. */
  sizes?: string;
}

export default function CardPicture({ image, sizes = SIZES.card }: Props) {
  const picture = responsive(image.url, image.width);
  return (
    <img
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.srcset ? sizes : undefined}
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      style={placeholder(image)}
    />
  );
}
