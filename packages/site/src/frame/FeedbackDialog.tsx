import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@lobbykit/api-client';
import { feedbackLimits } from '@lobbykit/api-contract/rules';
import { apiAtom } from '@lobbykit/session';
import { Button, Dialog, ImagePicker, TextAreaField } from '@lobbykit/ui-kit';
import type { PickedImage } from '@lobbykit/ui-kit';
import type { FeedbackImageType, FeedbackProblems, ImageProblem } from './feedbackForm';
import { checkFeedback, checkImageFiles, fileToBase64 } from './feedbackForm';
import * as styles from './FeedbackDialog.css';

interface Attached extends PickedImage {
  file: File;
  type: FeedbackImageType;
}

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; message: string };

const maxMegabytes = feedbackLimits.maxImageBytes / (1024 * 1024);

/**
 * §2.7 the feedback modal (§1 feedback and complaints): the text, an optional remark and up to 3
 * PNG/JPG images of 5 MB each (§5, §9), sent with the feedback call (PUT /wps/feedback). Every
 * problem is shown next to its field; the platform's answer is shown in the dialog.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const api = useAtomValue(apiAtom);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<Attached[]>([]);
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [imageProblems, setImageProblems] = useState<{ name: string; problem: ImageProblem }[]>([]);
  const [imageServerError, setImageServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [attempted, setAttempted] = useState(false);

  // Previews are object URLs: free them when the dialog closes.
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.previewUrl)), []);

  const min = feedbackLimits.contentMinLength;
  const max = feedbackLimits.contentMaxLength;
  const remarkMax = feedbackLimits.remarkMaxLength;
  const maxImages = feedbackLimits.maxImages;

  const contentMessage = (() => {
    switch (problems.content) {
      case 'required':
        return t`Please write your feedback.`;
      case 'tooShort':
        return t`Write at least ${min} characters.`;
      case 'tooLong':
        return t`Keep your feedback to ${max} characters or fewer.`;
      default:
        return undefined;
    }
  })();
  const remarkMessage =
    problems.remark === 'tooLong'
      ? t`The remark can be at most ${remarkMax} characters.`
      : undefined;

  const imageMessage =
    imageServerError ??
    (imageProblems.length > 0
      ? imageProblems
          .map(({ name, problem }) => {
            switch (problem) {
              case 'type':
                return t`${name} is not a PNG or JPG image.`;
              case 'size':
                return t`${name} is larger than ${maxMegabytes} MB.`;
              case 'count':
                return t`${name} was not added: at most ${maxImages} images.`;
              default: {
                const unknown: never = problem;
                return unknown;
              }
            }
          })
          .join(' ')
      : undefined);

  // After a first try, problems follow the text as it is corrected.
  const recheck = (next: { content?: string; remark?: string }) => {
    if (!attempted) return;
    setProblems(checkFeedback({ content: next.content ?? content, remark: next.remark ?? remark }));
  };

  async function addFiles(files: File[]) {
    setImageServerError(null);
    const { accepted, rejected } = await checkImageFiles(images.length, files);
    setImageProblems(rejected);
    setImages((list) => [
      ...list,
      ...accepted.map(({ file, type }, index) => ({
        id: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        file,
        type,
      })),
    ]);
  }

  function removeImage(id: string) {
    setImageServerError(null);
    setImageProblems([]);
    setImages((list) => {
      const gone = list.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((image) => image.id !== id);
    });
  }

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);
    const found = checkFeedback({ content, remark });
    setProblems(found);
    if (found.content || found.remark) {
      focusFirstProblem();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const encoded = await Promise.all(
        images.map(async (image) => ({ type: image.type, data: await fileToBase64(image.file) })),
      );
      const trimmedRemark = remark.trim();
      const { id } = await api.feedback({
        content: content.trim(),
        images: encoded,
        ...(trimmedRemark ? { remark: trimmedRemark } : {}),
      });
      setStatus({ kind: 'sent', reference: id });
    } catch (error) {
      setStatus({ kind: 'editing' });
      if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') {
        setStatus({
          kind: 'failed',
          message: t`Network abnormal. Check your connection and try again.`,
        });
        return;
      }
      switch (error.errorCode) {
        case 'FEEDBACK_IMAGE_TYPE':
          setImageServerError(t`Images must be PNG or JPG.`);
          return;
        case 'FEEDBACK_IMAGE_TOO_LARGE':
          setImageServerError(t`Each image must be ${maxMegabytes} MB or less.`);
          return;
        case 'FEEDBACK_TOO_MANY_IMAGES':
          setImageServerError(t`Attach at most ${maxImages} images.`);
          return;
        case 'RATE_LIMITED':
          setStatus({
            kind: 'failed',
            message: t`You have sent a lot of feedback recently. Please try again later.`,
          });
          return;
        default:
          setStatus({
            kind: 'failed',
            message: t`Your feedback could not be sent. Please try again.`,
          });
      }
    }
  }

  const sending = status.kind === 'sending';
  const sent = status.kind === 'sent';
  useEffect(() => {
    // The form and its focused Send button are gone: focus moves to the only way on. Directly,
    // not by autoFocus: React Aria defers that for screen-reader users, and meanwhile the dialog's
    // focus trap puts focus on its first control (the × button).
    if (sent) closeRef.current?.focus();
  }, [sent]);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Feedback`}
      closeLabel={t`Close`}
      size="md"
      actions={(close) =>
        status.kind === 'sent' ? (
          <Button ref={closeRef} onPress={close}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button variant="ghost" tone="neutral" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={formId} isLoading={sending}>
              <Trans>Send feedback</Trans>
            </Button>
          </>
        )
      }
    >
      {status.kind === 'sent' ? (
        <div role="status" className={styles.sent}>
          <p className={styles.sentTitle}>
            <Trans>Thank you! Your feedback has been sent.</Trans>
          </p>
          <p className={styles.reference}>
            <Trans>Reference: {status.reference}</Trans>
          </p>
        </div>
      ) : (
        <form id={formId} ref={formRef} noValidate onSubmit={submit} className={styles.form}>
          <p className={styles.intro}>
            <Trans>
              Tell us what went well or what went wrong. Feedback and complaints are read by our
              team.
            </Trans>
          </p>
          <TextAreaField
            label={t`Your feedback`}
            hint={t`Between ${min} and ${max} characters.`}
            isRequired
            rows={5}
            value={content}
            onChange={(value) => {
              setContent(value);
              recheck({ content: value });
            }}
            errorMessage={contentMessage}
            maxCharacters={max}
            counterLabel={(count, limit) => t`${count} of ${limit} characters`}
            isDisabled={sending}
          />
          <TextAreaField
            label={t`Remark (optional)`}
            hint={t`For example, how we can reach you.`}
            rows={2}
            value={remark}
            onChange={(value) => {
              setRemark(value);
              recheck({ remark: value });
            }}
            errorMessage={remarkMessage}
            maxCharacters={remarkMax}
            counterLabel={(count, limit) => t`${count} of ${limit} characters`}
            isDisabled={sending}
          />
          <ImagePicker
            label={t`Screenshots (optional)`}
            hint={t`Up to ${maxImages} PNG or JPG images, ${maxMegabytes} MB each.`}
            images={images}
            onAdd={(files) => void addFiles(files)}
            onRemove={removeImage}
            maxCount={maxImages}
            acceptedTypes={feedbackLimits.imageTypes}
            addLabel={t`Add image`}
            removeLabel={(name) => t`Remove ${name}`}
            errorMessage={imageMessage}
          />
          {status.kind === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {status.message}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

export default FeedbackDialog;
