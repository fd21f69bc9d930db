/** Shows one comment's photos large (loaded by Comments.tsx on the first click on a photo). */
import type { UserImage } from "@tischlein/content-schemas";
import { useEffect, useRef, useState } from "react";
import type { CommentText } from "./comment-text.ts";

export default function Lightbox({ text, images, start, onClose }: { text: CommentText; images: UserImage[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key === "ArrowRight") setIndex((i) => (i + 1) % images.length);
      if (e.key === "ArrowLeft") setIndex((i) => (i - 1 + images.length) % images.length);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, []);
  const image = images[index]!;
  return (
    <div className="cmt-lightbox" role="dialog" aria-modal="true" aria-label={text("community.lightbox.label")} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <img src={`/_img?url=${encodeURIComponent(image.url)}&w=1080&q=75`} alt="" width={image.width} height={image.height} />
      <button ref={close} type="button" className="cmt-lb-close" aria-label={text("community.modal.close")} onClick={onClose}>
        ×
      </button>
      {images.length > 1 && (
        <>
          <button type="button" className="cmt-lb-prev" aria-label={text("community.lightbox.previous")} onClick={() => setIndex((i) => (i - 1 + images.length) % images.length)}>
            ‹
          </button>
          <button type="button" className="cmt-lb-next" aria-label={text("community.lightbox.next")} onClick={() => setIndex((i) => (i + 1) % images.length)}>
            ›
          </button>
        </>
      )}
    </div>
  );
}
