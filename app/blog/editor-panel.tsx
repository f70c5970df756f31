import { Plus } from "lucide-react";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BLOG_MESSAGES } from "~/blog/posts";
import {
  editorRefusalOf,
  type EditorEditing,
  type EditorRefusal,
  type EditorState,
} from "~/blog/editor-values";
import { formReply, type FormReply } from "~/utils/form-reply";
import { toast } from "~/utils/toast";
import { DeletePostForm } from "./delete-post";
import { BlogEditor, type EditorMode } from "./editor";

const SAVING_INTENTS = ["save-draft", "publish", "publish-existing"];

/**
 * What an admin sees above the posts on /blog: 'Create New Post', or the editor, or the delete
 * confirmation, and a refused action's message.
 */
export function EditorPanel({
  state,
  actionData,
  action,
}: {
  state: EditorState;
  actionData: EditorEditing | FormReply | undefined;
  /** where the editor posts: the editor route, with the page's search */
  action: string;
}) {
  const { editor, deleting } = state;
  const navigation = useNavigation();
  const editing = actionData?.status === "editing" ? actionData : null;
  const refusal = useMemo(
    () => (actionData?.status === "editing" ? null : editorRefusalOf(formReply(actionData))),
    [actionData],
  );
  useRefusalToast(refusal);

  const editorValues = editing?.values ?? refusal?.values ?? editor?.values;
  const editorMode: EditorMode = editing?.intent === "preview" ? "preview" : "edit";
  const saving =
    navigation.state === "submitting" &&
    SAVING_INTENTS.includes(String(navigation.formData?.get("intent")));

  return (
    <div className="mb-8 space-y-6">
      {!editor && (
        <Link to="/blog?editor=new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create New Post
        </Link>
      )}
      {editor && editorValues && (
        <BlogEditor
          key={`${editor.target?.slug ?? "new"}:${editorMode}:${editing ? "posted" : "loaded"}`}
          action={action}
          target={editor.target}
          values={editorValues}
          mode={editorMode}
          previewHtml={editing?.previewHtml ?? null}
          errors={refusal?.errors ?? {}}
          formError={refusal ? { title: refusal.title, message: refusal.message } : null}
          busy={saving}
        />
      )}
      {deleting && (
        <Card role="alertdialog" aria-labelledby="delete-heading" className="p-6">
          <h2 id="delete-heading" className="text-lg font-semibold">
            Delete blog post
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {BLOG_MESSAGES.deleteConfirmation(deleting.title)}
          </p>
          <div className="mt-4">
            <DeletePostForm slug={deleting.slug} />
          </div>
        </Card>
      )}
      {refusal?.intent === "delete" && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal.message}
        </p>
      )}
    </div>
  );
}

/** A refused save, publish or delete becomes an error toast once JavaScript runs. */
function useRefusalToast(refusal: EditorRefusal | null) {
  const shown = useRef<typeof refusal>(null);
  useEffect(() => {
    if (!refusal || shown.current === refusal) return;
    shown.current = refusal;
    toast({ title: refusal.title, description: refusal.message, variant: "error" });
  }, [refusal]);
}

/** What the editor route hands the list route below it: the panel to show above the posts. */
export interface BlogOutletContext {
  adminPanel: ReactNode;
}
