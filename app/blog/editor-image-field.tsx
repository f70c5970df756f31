import { ImageUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { BLOG_LIMITS, isAllowedImageUrl } from "~/blog/posts";
import { toast } from "~/utils/toast";
import { ImageUploadDialog } from "./image-upload-dialog";
import { FeaturedImage } from "./post-parts";

/**
 * The editor's featured image. With JavaScript: a preview with Upload/Change and Remove buttons,
 * the upload in a modal; without: a URL field (uploading a file needs JavaScript).
 */
export function EditorImageField({
  hydrated,
  imageUrl,
  onChange,
  initialUrl,
  error,
}: {
  hydrated: boolean;
  imageUrl: string;
  onChange: (url: string) => void;
  initialUrl: string;
  error: string | undefined;
}) {
  const [uploadOpen, setUploadOpen] = useState(false);
  if (!hydrated) {
    return (
      <TextField
        label="Featured Image URL"
        name="featuredImageUrl"
        maxLength={BLOG_LIMITS.featuredImageUrl}
        defaultValue={initialUrl}
        error={error}
        hint="An image uploaded here (/images/…) or an https:// address. Uploading a file needs JavaScript."
      />
    );
  }
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Featured Image{" "}
        <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
      </p>
      <input type="hidden" name="featuredImageUrl" value={imageUrl} />
      {imageUrl && isAllowedImageUrl(imageUrl) && (
        <FeaturedImage url={imageUrl} className="max-w-md rounded-lg" />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setUploadOpen(true)}>
          <ImageUp aria-hidden="true" className="h-4 w-4" />
          {imageUrl ? "Change Image" : "Upload Image"}
        </Button>
        {imageUrl && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange("");
              toast({ title: "Removed", description: "Featured image removed" });
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remove Image
          </Button>
        )}
      </div>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      <ImageUploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={onChange}
      />
    </div>
  );
}
