import { Link } from 'react-router'
import { STARTER_PLAN } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money/rules'
import { paths } from '../../../paths'
import { ContactLink, LegalLayout, type LegalSection } from '../components/LegalLayout'

const starterPrice = formatMoney(STARTER_PLAN.monthlyPrice, 0)

const sections: LegalSection[] = [
  {
    id: 'que-es-barrio',
    title: 'Qué es Barrio',
    body: (
      <>
        <p>
          Barrio es una plataforma web que conecta a personas que quieren comprar (en adelante, los{' '}
          <strong>clientes</strong>) con comercios locales, principalmente gastronómicos (los{' '}
          <strong>comercios</strong>). Los comercios publican en Barrio su menú, sus precios, sus
          horarios y sus formas de entrega; los clientes consultan esa información, arman un pedido
          y lo envían al comercio.
        </p>
        <p>
          Barrio también ofrece a los comercios el Panel del Comercio, desde donde administran sus
          pedidos, productos, categorías, datos, horarios y su menú QR.
        </p>
      </>
    ),
  },
  {
    id: 'intermediacion',
    title: 'Barrio solo intermedia',
    body: (
      <>
        <p>
          <strong>
            Barrio es únicamente un intermediario entre clientes y comercios: no vende, no prepara
            ni entrega productos.
          </strong>{' '}
          Cada pedido es una compraventa entre el cliente y el comercio que elige. Barrio no es
          parte de esa operación, no es dueño de los productos, no fija sus precios ni decide si un
          pedido se acepta.
        </p>
        <p>
          El envío a domicilio o el retiro en el local los organiza y realiza cada comercio, con su
          propio personal o con quien este contrate. Barrio no emplea ni contrata repartidores.
        </p>
        <p>
          El pago de los productos y del envío se hace al comercio, por los medios que este acepte.
          Barrio no cobra a los clientes por usar la plataforma.
        </p>
      </>
    ),
  },
  {
    id: 'clientes',
    title: 'Uso de Barrio por los clientes',
    body: (
      <>
        <p>
          Para ver comercios, consultar menús y armar un pedido no necesitás crear una cuenta. Al
          enviar un pedido te vamos a pedir tu nombre, un teléfono de contacto y, si elegís
          delivery, la dirección de entrega. Esos datos tienen que ser verdaderos: el comercio los
          usa para preparar el pedido, comunicarse con vos y entregarlo.
        </p>
        <ul>
          <li>
            Un pedido enviado es una solicitud al comercio. El comercio puede aceptarlo, indicando
            el tiempo estimado, o rechazarlo. La compra queda concretada cuando el comercio lo
            acepta.
          </li>
          <li>
            Los precios, descuentos, costos de envío, tiempos y horarios que ves los carga cada
            comercio. Los precios se expresan en pesos argentinos.
          </li>
          <li>
            Antes de confirmar, revisá los productos, las cantidades, las notas y el método de
            entrega. Si tenés una alergia o una restricción alimentaria, consultala directamente con
            el comercio.
          </li>
          <li>
            Si sos menor de 18 años, usá Barrio con la autorización de tus padres o de quien ejerza
            tu representación. Los comercios no pueden venderte productos cuya venta a menores esté
            prohibida.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'comercios',
    title: 'Responsabilidades de los comercios',
    body: (
      <>
        <p>
          Frente al cliente, el comercio es el proveedor de los productos en los términos de la Ley
          24.240 de Defensa del Consumidor. En particular, cada comercio es responsable de:
        </p>
        <ul>
          <li>
            sus productos: su calidad, su seguridad, su elaboración y conservación, y la información
            sobre ingredientes y alérgenos cuando corresponda;
          </li>
          <li>
            sus precios, promociones y descuentos, que debe mantener actualizados y respetar tal
            como los publicó;
          </li>
          <li>el stock, los horarios de atención y las zonas, costos y tiempos de entrega;</li>
          <li>
            la preparación, la entrega o el retiro de cada pedido que acepte, y la atención de los
            reclamos de sus clientes;
          </li>
          <li>
            contar con las habilitaciones, inscripciones y permisos que su actividad requiera, y
            emitir los comprobantes que exijan las normas fiscales;
          </li>
          <li>
            usar los datos de los clientes que recibe con cada pedido solo para prepararlo,
            entregarlo y atender consultas sobre él.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cuenta-del-comercio',
    title: 'Cuenta del comercio',
    body: (
      <>
        <p>
          Para usar el Panel del Comercio hay que registrarse con el nombre del comercio, un correo
          electrónico, un número de WhatsApp que se verifica con un código, la razón social, el CUIT
          o CUIL, la dirección del local y una contraseña. Quien registra el comercio declara ser su
          titular o estar autorizado para representarlo y que los datos son verdaderos.
        </p>
        <p>
          La contraseña es personal: cuidala y no la compartas. El comercio es responsable de lo que
          se haga desde su cuenta. Si sospechás que alguien más accedió, cambiá la contraseña desde
          Configuración y escribinos a <ContactLink />.
        </p>
        <p>
          Barrio puede pedir documentación que acredite los datos informados y suspender una cuenta
          cuyos datos sean falsos o que se use en contra de estos términos.
        </p>
      </>
    ),
  },
  {
    id: 'plan-starter',
    title: 'Plan Starter y pagos',
    body: (
      <>
        <p>
          Barrio ofrece a los comercios un único plan, <strong>Starter</strong>, con un precio de{' '}
          <strong>{starterPrice} por mes</strong>. Incluye:
        </p>
        <ul>
          {STARTER_PLAN.features.map((feature) => (
            <li key={feature}>{feature}.</li>
          ))}
        </ul>
        <p>
          El plan se abona por mes adelantado. El precio del plan es el único cargo que Barrio cobra
          al comercio por estos servicios; cualquier otro cargo se informará antes y requerirá su
          aceptación. Si el plan no está abonado o venció, el Panel del Comercio lo indica y Barrio
          puede dejar de mostrar el comercio a los clientes hasta que se regularice.
        </p>
        <p>
          Barrio puede modificar el precio del plan avisando por correo electrónico con al menos 30
          días de anticipación; el nuevo precio se aplica desde el período siguiente al aviso. El
          comercio puede dar de baja el plan en cualquier momento escribiendo a <ContactLink />; la
          baja rige al terminar el período ya abonado.
        </p>
      </>
    ),
  },
  {
    id: 'defensa-del-consumidor',
    title: 'Derechos de los consumidores',
    body: (
      <>
        <p>
          La relación entre el cliente y el comercio se rige por la{' '}
          <strong>Ley 24.240 de Defensa del Consumidor</strong> y por el Código Civil y Comercial de
          la Nación. Nada de lo que dicen estos términos limita los derechos que esas normas te
          reconocen como consumidor.
        </p>
        <ul>
          <li>
            La oferta publicada obliga al comercio mientras esté vigente: tiene que respetar el
            precio y las condiciones que mostró al momento de tu pedido.
          </li>
          <li>
            Si tenés un problema con un pedido, comunicate primero con el comercio. Si no lo
            resuelve, escribinos a <ContactLink /> y te vamos a ayudar a hacerle llegar el reclamo.
          </li>
          <li>
            El derecho a revocar una compra a distancia dentro de los 10 días corridos no se aplica
            a los productos que se deterioran con rapidez, como la comida preparada. Para otros
            productos podés ejercerlo ante el comercio.
          </li>
          <li>
            También podés presentar un reclamo ante la autoridad de defensa del consumidor de tu
            jurisdicción o iniciar una conciliación previa en el servicio nacional de conciliación
            en las relaciones de consumo (COPREC).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'uso-permitido',
    title: 'Uso permitido',
    body: (
      <>
        <p>Al usar Barrio te comprometés a no:</p>
        <ul>
          <li>enviar pedidos falsos o hacerte pasar por otra persona o comercio;</li>
          <li>publicar productos cuya venta esté prohibida o contenido que infrinja derechos;</li>
          <li>
            intentar acceder a cuentas o datos ajenos, interferir con el funcionamiento de la
            plataforma o extraer su información de forma automatizada;
          </li>
          <li>usar los datos de otras personas para fines distintos de los de cada pedido.</li>
        </ul>
        <p>
          Barrio puede retirar contenido y suspender el acceso de quien no cumpla estas reglas,
          informándole el motivo.
        </p>
      </>
    ),
  },
  {
    id: 'contenidos',
    title: 'Contenidos y propiedad intelectual',
    body: (
      <>
        <p>
          El comercio conserva los derechos sobre su nombre, logo, fotos y textos. Al publicarlos
          autoriza a Barrio a mostrarlos, adaptar su tamaño y formato y difundirlos dentro de la
          plataforma y en su menú QR, mientras la cuenta esté activa. El comercio garantiza que
          tiene derecho a usar lo que publica.
        </p>
        <p>
          La marca Barrio, el diseño del sitio y su software pertenecen a Barrio y están protegidos
          por la Ley 11.723 de Propiedad Intelectual y las normas de marcas.
        </p>
      </>
    ),
  },
  {
    id: 'disponibilidad',
    title: 'Disponibilidad del servicio',
    body: (
      <p>
        Trabajamos para que Barrio funcione de forma continua, pero puede haber interrupciones por
        mantenimiento, fallas técnicas o problemas de servicios de terceros (conectividad, mapas,
        mensajería). Podemos agregar, cambiar o quitar funciones; si un cambio afecta lo que incluye
        el plan de un comercio, lo avisaremos con anticipación.
      </p>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Responsabilidad',
    body: (
      <>
        <p>
          Barrio responde por el funcionamiento de la plataforma. Como no vende, no prepara ni
          entrega productos, no responde por su calidad, su estado o su entrega, ni por la
          información que cada comercio carga, que es responsabilidad de este.
        </p>
        <p>
          Esta sección no excluye ninguna responsabilidad que la ley no permita excluir, ni limita
          los derechos de los consumidores.
        </p>
      </>
    ),
  },
  {
    id: 'datos-personales',
    title: 'Datos personales',
    body: (
      <p>
        Tratamos los datos personales según la Ley 25.326 de Protección de Datos Personales. Qué
        datos recopilamos, para qué los usamos y cómo ejercer tus derechos está explicado en la{' '}
        <Link to={paths.privacy}>Política de privacidad</Link>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en estos términos',
    body: (
      <p>
        Si cambiamos estos términos, publicaremos la nueva versión con su fecha de actualización. A
        los comercios les avisaremos por correo electrónico al menos 15 días antes de que rijan los
        cambios importantes. Los cambios no afectan a los pedidos ya enviados.
      </p>
    ),
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos términos se rigen por las leyes de la República Argentina. Si sos consumidor, son
        competentes los tribunales del lugar donde recibiste o debías recibir el pedido. En los
        demás casos, los tribunales ordinarios competentes de la República Argentina.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Para consultas, reclamos o para darte de baja escribinos a <ContactLink />. Respondemos
        dentro de los 10 días hábiles.
      </p>
    ),
  },
]

/** docs/product.md#screens 'Terms' (/terminos), last updated May 2025. */
export function Component() {
  return (
    <LegalLayout
      title="Términos y condiciones"
      updated="mayo de 2025"
      intro={
        <p>
          Estos términos regulan el uso de Barrio por parte de clientes y comercios. Al usar Barrio
          los aceptás; si no estás de acuerdo con ellos, no uses la plataforma.
        </p>
      }
      sections={sections}
    />
  )
}
