import { ImageUp, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FieldError, Label } from "~/components/ui/field";
import { MAX_IMAGE_BYTES } from "~/blog/posts";
import { IMAGE_ACCEPT } from "~/utils/image-type";
import { TOO_LARGE_MESSAGE, UploadError, uploadImage } from "~/blog/image-upload";
import { toast } from "~/utils/toast";

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The featured-image uploader (docs/product.md#blog-editor): a modal for one file of at most 10 MB,
 * sent in a single PUT. The server checks the size and the file's first bytes again and has the
 * last word.
 */
export function ImageUploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (url: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();

  function close() {
    if (uploading) return;
    setFile(null);
    setError(undefined);
    onClose();
  }

  async function upload() {
    if (!file) {
      setError("Choose an image file first.");
      return;
    }
    setUploading(true);
    try {
      const url = await uploadImage(file);
      onUploaded(url);
      toast({ title: "Success", description: "Featured image uploaded successfully!" });
      setFile(null);
      setError(undefined);
      onClose();
    } catch (caught) {
      const message = caught instanceof UploadError ? caught.message : "The upload failed.";
      setError(message);
      toast({ title: "Upload Error", description: message, variant: "error" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Upload featured image"
      description="One JPEG, PNG, GIF, WebP or AVIF image of at most 10 MB."
    >
      <div className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>Image file</Label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen && chosen.size > MAX_IMAGE_BYTES ? TOO_LARGE_MESSAGE : undefined);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
          />
          {file && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {file.name} · {formatSize(file.size)}
            </p>
          )}
          <FieldError id={`${inputId}-error`}>{error}</FieldError>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button onClick={upload} disabled={uploading || !file || file.size > MAX_IMAGE_BYTES}>
            {uploading ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <ImageUp aria-hidden="true" className="h-4 w-4" />
            )}
            {uploading ? "Uploading…" : "Upload"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
