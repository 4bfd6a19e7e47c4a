import { useEffect, useId, useRef } from 'react';
import { FileTrigger, Pressable } from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { ImageIcon } from '../SiteIcons/SiteIcons';
import * as fieldStyles from '../field.css';
import * as styles from './ImagePicker.css';

export interface PickedImage {
  /** Stable id, passed back to `onRemove`. */
  id: string;
  /** The file name, used as the preview's alternative text. */
  name: string;
  /** A URL the preview can show (for example from `URL.createObjectURL`). */
  previewUrl: string;
}

export interface ImagePickerProps {
  /** Names the group (for example "Screenshots"). */
  label: string;
  /** Help under the label, such as the allowed types and sizes. */
  hint?: string;
  /** Shown under the picker and linked to the add button; also marks the group invalid. */
  errorMessage?: string;
  /** The images chosen so far. */
  images: readonly PickedImage[];
  /** Called with the files the player picked; the caller checks type and size. */
  onAdd: (files: File[]) => void;
  /** Called with the id of the image to drop. */
  onRemove: (id: string) => void;
  /** The add button hides once this many images are chosen. */
  maxCount: number;
  /** MIME types the file picker offers (for example `['image/png', 'image/jpeg']`). */
  acceptedTypes: readonly string[];
  /** The add button's text (for example "Add image"). */
  addLabel: string;
  /** Names each remove button with the file name (for example `Remove ${name}`). */
  removeLabel: (name: string) => string;
}

/**
 * Picks a few images with previews and per-image remove buttons. Checking type, size and count
 * is the caller's job, so its error reads in the caller's words next to the picker.
 */
export function ImagePicker({
  label,
  hint,
  errorMessage,
  images,
  onAdd,
  onRemove,
  maxCount,
  acceptedTypes,
  addLabel,
  removeLabel,
}: ImagePickerProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const describedBy = [hint ? hintId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  // A removed image takes its focused button with it: move focus to the next control in the
  // picker instead of losing it to the page.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [images]);

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      className={fieldStyles.field}
      data-state={errorMessage ? 'invalid' : 'valid'}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.row}>
        {images.length > 0 ? (
          <ul className={styles.list} aria-labelledby={labelId}>
            {images.map((image) => (
              <li key={image.id} className={styles.item}>
                <img className={styles.preview} src={image.previewUrl} alt={image.name} />
                <span className={styles.remove}>
                  <IconButton
                    label={removeLabel(image.name)}
                    size="sm"
                    variant="solid"
                    tone="neutral"
                    onPress={() => {
                      refocus.current = true;
                      onRemove(image.id);
                    }}
                  >
                    <CloseIcon />
                  </IconButton>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length < maxCount ? (
          <FileTrigger
            acceptedFileTypes={acceptedTypes}
            allowsMultiple={maxCount - images.length > 1}
            onSelect={(files) => {
              if (files && files.length > 0) onAdd(Array.from(files));
            }}
          >
            {/* The kit's Button is native: Pressable hands it FileTrigger's press handler. */}
            <Pressable>
              <Button
                variant="soft"
                tone="neutral"
                aria-describedby={errorMessage ? errorId : undefined}
              >
                <span className={styles.addIcon} aria-hidden="true">
                  <ImageIcon />
                </span>
                {addLabel}
              </Button>
            </Pressable>
          </FileTrigger>
        ) : null}
      </div>
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
