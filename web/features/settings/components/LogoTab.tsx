import { useState } from 'react'
import { useProfile } from '../../../api/business'
import { assetUrl } from '../../../api/client'
import { useUploadPicture } from '../api/settings'
import { ImagePicker, imageProblem, useChosenImage } from '../../../components/ImagePicker'
import { Alert } from '../../../components/ui/Alert'
import { toast } from '../../../components/ui/Toast'
import { saveFailure } from '../../../lib/error-message'
import { FormSkeleton } from './FormSkeleton'
import {
  COVER_ERROR,
  LOGO_ERROR,
  PROFILE_LOAD_ERROR,
  SAVED_MESSAGE,
} from '../../../../domain/messages/panel'

const pictures = {
  logo: { label: 'Logo', aspect: 'aspect-square', failure: LOGO_ERROR },
  cover: { label: 'Portada', aspect: 'aspect-[16/9]', failure: COVER_ERROR },
} as const

/** One picture of the shop: chosen, previewed at once and uploaded (images only, docs/product.md#validation). */
function PictureUpload({
  kind,
  currentUrl,
}: {
  kind: 'logo' | 'cover'
  currentUrl: string | null
}) {
  const { label, aspect, failure } = pictures[kind]
  const upload = useUploadPicture(kind)
  const chosen = useChosenImage()
  const [error, setError] = useState<string | null>(null)

  async function onFile(file: File) {
    const problem = imageProblem(file)
    if (problem) {
      setError(problem)
      return
    }
    setError(null)
    chosen.set(file)
    try {
      await upload.mutateAsync(file)
      toast(SAVED_MESSAGE)
    } catch (err) {
      const { message, detail } = saveFailure(err, failure)
      setError(detail ? `${message} ${detail}` : message)
      chosen.set(null)
    }
  }

  const previewUrl = chosen.url ?? assetUrl(currentUrl)
  return (
    <ImagePicker
      label={label}
      aspect={aspect}
      previewUrl={previewUrl}
      hasImage={previewUrl !== null}
      onFile={onFile}
      disabled={upload.isPending}
      note={upload.isPending ? 'Subiendo imagen...' : undefined}
      error={error}
    />
  )
}

/** 'Logo del comercio': the logo and the cover that the public menu and storefront show. */
export function LogoTab() {
  const profile = useProfile()
  if (profile.isPending) return <FormSkeleton fields={2} />
  if (profile.isError) return <Alert tone="error">{PROFILE_LOAD_ERROR}</Alert>
  const { logoUrl, coverUrl } = profile.data.business
  return (
    <div className="flex flex-col gap-6">
      <PictureUpload kind="logo" currentUrl={logoUrl} />
      <PictureUpload kind="cover" currentUrl={coverUrl} />
    </div>
  )
}
