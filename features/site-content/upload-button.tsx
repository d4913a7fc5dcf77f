/** A button that asks for one file (a hidden `<input type="file">`, labelled for assistive tech and tests). */
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';

/** Props of {@link UploadButton}. */
export interface UploadButtonProps {
  /** Accepted MIME types, comma-separated (the server checks them again). */
  accept: string;
  onFile: (file: File) => void;
  pending?: boolean;
  disabled?: boolean;
}

/** "Upload": opens the file chooser; the chosen file goes to `onFile` (the input is reset for the next one). */
export function UploadButton({ accept, onFile, pending = false, disabled = false }: UploadButtonProps) {
  const { t } = useTranslation('siteContent');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={t('library.upload')}
          tabIndex={-1}
          disabled={disabled || pending}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        colorPalette="blue"
        loading={pending}
        loadingText={t('library.uploading')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <LuUpload /> {t('library.upload')}
      </Button>
    </>
  );
}
