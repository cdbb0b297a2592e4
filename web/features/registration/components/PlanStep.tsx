import { StarterPlanCard } from '../../../components/StarterPlanCard'
import { Button } from '../../../components/ui/Button'

/** Step 0: the one plan on offer (docs/product.md#product, §9), then the start of the sign-up. */
export function PlanStep({ onStart }: { onStart(): void }) {
  return (
    <div className="flex flex-col gap-6">
      <StarterPlanCard />
      <div>
        <p className="text-sm text-stone-600">
          Son 3 pasos cortos: los datos del comercio, tu WhatsApp y la dirección del local. Tené a
          mano el CUIT del comercio.
        </p>
        <Button full className="mt-4" onClick={onStart}>
          Comenzar registro
        </Button>
      </div>
    </div>
  )
}
