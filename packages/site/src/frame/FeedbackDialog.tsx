import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@lobbykit/api-client';
import { calls, feedbackLimits } from '@lobbykit/api-contract';
import { apiAtom } from '@lobbykit/session';
import { Button, Dialog, ImagePicker } from '@lobbykit/ui-kit';
import type { PickedImage } from '@lobbykit/ui-kit';
import { FormTextAreaField, useContractForm, useErrorMessage } from '@lobbykit/forms';
import type { FeedbackImageType, ImageProblem } from './feedbackForm';
import { checkImageFiles } from './feedbackForm';
import * as styles from './FeedbackDialog.css';

interface Attached extends PickedImage {
  file: File;
  type: FeedbackImageType;
}

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; reference: string };

/** The platform's image codes (§5), as the problems the picker already words. */
const imageProblemOfCode: Partial<Record<string, ImageProblem>> = {
  FEEDBACK_IMAGE_TYPE: 'type',
  FEEDBACK_IMAGE_TOO_LARGE: 'size',
  FEEDBACK_TOO_MANY_IMAGES: 'count',
};

/** The contract's feedback request; the images are picked and checked beside the form. */
const feedbackSchema = calls.feedback.request.pick({ content: true, remark: true });

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
  const closeRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const [images, setImages] = useState<Attached[]>([]);
  const [imageProblems, setImageProblems] = useState<{ name: string; problem: ImageProblem }[]>([]);
  const [imageServerError, setImageServerError] = useState<
    { name: string; problem: ImageProblem } | { message: string } | null
  >(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

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

  // Problems follow the text as it is corrected after a first try (reValidateMode onChange).
  const { form, formProps, formError } = useContractForm({
    schema: feedbackSchema,
    defaultValues: { content: '', remark: '' },
    messages: {
      content: {
        required: t`Please write your feedback.`,
        tooShort: t`Write at least ${min} characters.`,
        tooLong: t`Keep your feedback to ${max} characters or fewer.`,
      },
      remark: { tooLong: t`The remark can be at most ${remarkMax} characters.` },
    },
    onSubmit: async ({ content, remark: rawRemark }) => {
      setStatus({ kind: 'sending' });
      try {
        // The files themselves, streamed as multipart parts (issue 13 item 5).
        const { id } = await api.feedback({
          content,
          images: images.map((image) => image.file),
          ...(rawRemark ? { remark: rawRemark } : {}),
        });
        setStatus({ kind: 'sent', reference: id });
      } catch (error) {
        setStatus({ kind: 'editing' });
        const problem = isApiError(error) ? imageProblemOfCode[error.errorCode ?? ''] : undefined;
        if (isApiError(error) && problem) {
          // The images are not a form field: their problem shows under the picker, naming the
          // file the platform names (`images.<n>`).
          const index = Number(/^images\.(\d+)$/.exec(error.fields[0]?.field ?? '')?.[1]);
          const name = images[index]?.name;
          setImageServerError(name ? { name, problem } : { message: errorMessage(error) });
          return;
        }
        // The text fields' problems go under their fields, anything else to the form's alert.
        throw error;
      }
    },
  });

  const problemMessage = ({ name, problem }: { name: string; problem: ImageProblem }) => {
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
  };
  const imageMessage = imageServerError
    ? 'message' in imageServerError
      ? imageServerError.message
      : problemMessage(imageServerError)
    : imageProblems.length > 0
      ? imageProblems.map(problemMessage).join(' ')
      : undefined;

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
        <form id={formId} {...formProps} className={styles.form}>
          <p className={styles.intro}>
            <Trans>
              Tell us what went well or what went wrong. Feedback and complaints are read by our
              team.
            </Trans>
          </p>
          <FormTextAreaField
            control={form.control}
            name="content"
            label={t`Your feedback`}
            hint={t`Between ${min} and ${max} characters.`}
            isRequired
            rows={5}
            maxCharacters={max}
            counterLabel={(count, limit) => t`${count} of ${limit} characters`}
            isDisabled={sending}
          />
          <FormTextAreaField
            control={form.control}
            name="remark"
            label={t`Remark (optional)`}
            hint={t`For example, how we can reach you.`}
            rows={2}
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
          {formError ? (
            <p role="alert" className={styles.failed}>
              {formError}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

export default FeedbackDialog;
