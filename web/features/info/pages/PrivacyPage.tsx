import { Link } from 'react-router'
import { paths } from '../../../paths'
import { ContactLink, LegalLayout, type LegalSection } from '../components/LegalLayout'

const sections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Quién es responsable de tus datos',
    body: (
      <>
        <p>
          Barrio es responsable de las bases de datos que usa para funcionar. Podés escribirnos por
          cualquier tema de esta política a <ContactLink />.
        </p>
        <p>
          Cuando enviás un pedido, el comercio que elegiste recibe los datos necesarios para
          prepararlo y entregarlo, y es responsable del uso que haga de ellos.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos recopilamos',
    body: (
      <>
        <p>
          <strong>Comercios.</strong> Para crear y usar la cuenta del comercio: nombre del comercio,
          correo electrónico, número de WhatsApp, razón social, CUIT o CUIL, dirección del local
          (con piso, departamento y código postal) y su ubicación en el mapa, y una contraseña.
          También lo que el comercio carga para mostrar a sus clientes: logo, portada, productos,
          categorías, precios, horarios y opciones de entrega, además del estado de su plan y los
          pedidos que recibe.
        </p>
        <p>
          <strong>Clientes.</strong> No necesitás una cuenta. Cuando hacés un pedido te pedimos tu
          nombre, tu teléfono y, si elegís delivery, la dirección de entrega, junto con los
          productos y las notas del pedido. No guardamos nada más de vos: esos datos quedan con el
          pedido y solo los ve el comercio al que le pediste, que ve tus pedidos en su comercio
          (cuántos, cuánto gastaste, qué pedís más). Otro comercio nunca los ve, aunque uses el
          mismo teléfono.
        </p>
        <p>
          <strong>Ubicación que elegís.</strong> La dirección que elegís en el navegador (calle,
          número, ciudad, provincia y coordenadas) queda guardada en tu propio navegador. Cuando
          buscás comercios cercanos enviamos esas coordenadas a nuestro servidor para calcular
          distancias, sin asociarlas a tu identidad. Barrio no accede a la ubicación de tu
          dispositivo sin el permiso que te pide el navegador.
        </p>
        <p>
          <strong>Datos técnicos.</strong> Como todo sitio web, recibimos tu dirección IP, la fecha
          y hora de cada solicitud y el tipo de navegador. Los usamos para la seguridad del
          servicio, para limitar abusos y para diagnosticar fallas.
        </p>
        <p>
          No te pedimos datos sensibles. Si en las notas de un pedido contás una alergia o una
          restricción alimentaria, esa información se usa solo para que el comercio la tenga en
          cuenta al preparar el pedido.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos los datos',
    body: (
      <>
        <ul>
          <li>Crear y administrar la cuenta del comercio y verificar su número de WhatsApp.</li>
          <li>Mostrar a los clientes los comercios, sus menús, horarios y formas de entrega.</li>
          <li>Hacer llegar cada pedido al comercio elegido para que lo prepare y lo entregue.</li>
          <li>Enviar a los comercios avisos sobre su cuenta, su plan y sus pedidos.</li>
          <li>
            Mostrar a cada comercio estadísticas básicas de sus propios pedidos, como los pedidos
            del día o el producto más vendido.
          </li>
          <li>Proteger la plataforma, prevenir fraudes y cumplir obligaciones legales.</li>
        </ul>
        <p>
          No vendemos datos personales ni los usamos para publicidad de terceros. Tratamos tus datos
          con el consentimiento que das al registrarte o al enviar un pedido, o porque son
          necesarios para cumplir la relación que nos une, como lo permite el artículo 5 de la Ley
          25.326.
        </p>
      </>
    ),
  },
  {
    id: 'compartir',
    title: 'Con quién compartimos los datos',
    body: (
      <>
        <ul>
          <li>
            <strong>Con el comercio que elegís:</strong> tu nombre, tu teléfono, la dirección de
            entrega y el detalle del pedido.
          </li>
          <li>
            <strong>Con los clientes:</strong> los datos públicos del comercio, es decir su nombre,
            dirección, logo, menú, precios y horarios. El correo, el CUIT y la contraseña de la
            cuenta no se publican.
          </li>
          <li>
            <strong>Con proveedores que trabajan para Barrio:</strong> alojamiento, envío de
            mensajes de texto o WhatsApp, correo electrónico, mapas y búsqueda de direcciones, y
            verificación contra robots. Solo reciben lo necesario para su tarea y deben guardar
            confidencialidad.
          </li>
          <li>
            <strong>Con autoridades</strong>, cuando una ley o una orden judicial lo exija.
          </li>
        </ul>
        <p>
          Algunos proveedores pueden procesar datos fuera de la Argentina. En ese caso solo
          transferimos datos a países con un nivel de protección adecuado o con las garantías
          contractuales que exige el artículo 12 de la Ley 25.326.
        </p>
      </>
    ),
  },
  {
    id: 'almacenamiento-local',
    title: 'Cookies y almacenamiento en tu navegador',
    body: (
      <>
        <p>
          Barrio no usa cookies de publicidad ni rastreadores de terceros. Para funcionar guarda
          algunos datos en el almacenamiento de tu navegador, que nunca salen de tu dispositivo
          salvo cuando hacen falta para una consulta:
        </p>
        <ul>
          <li>
            <code>token</code>: la sesión de la cuenta del comercio. Se guarda de forma persistente
            si marcaste “Recordarme”; si no, solo hasta que cierres el navegador. Se borra al cerrar
            sesión.
          </li>
          <li>
            <code>selectedLocation</code> y <code>userAddress</code>: la dirección que elegiste para
            ver comercios cercanos.
          </li>
          <li>
            <code>cart:</code> seguido del comercio (una clave por comercio): los productos de tu
            carrito, para que no se pierdan si recargás la página.
          </li>
        </ul>
        <p>
          Podés borrarlos cuando quieras desde la configuración de tu navegador (datos del sitio).
          Si lo hacés, se pierden el carrito, la dirección elegida y la sesión iniciada. Cuando un
          mapa se muestra, tu navegador descarga sus imágenes de un servidor de mapas
          (OpenStreetMap, salvo que se configure otro), que recibe tu dirección IP como en cualquier
          visita a un sitio web.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo conservamos los datos',
    body: (
      <ul>
        <li>
          Datos de la cuenta del comercio: mientras la cuenta esté activa. Al darla de baja los
          eliminamos o anonimizamos dentro de los 30 días, salvo lo que debamos conservar por
          obligaciones fiscales o legales, durante el plazo que esas normas fijen.
        </li>
        <li>
          Datos de los clientes en los pedidos (nombre, teléfono, dirección y notas): el tiempo que
          elige cada comercio, entre 6 meses y 10 años, y 2 años si no elige otro. Después se
          anonimizan solos: el pedido queda sin esos datos y conserva solo los productos y los
          importes.
        </li>
        <li>Registros técnicos: hasta 90 días.</li>
        <li>Códigos de verificación: vencen a los pocos minutos y no se reutilizan.</li>
        <li>
          Datos guardados en tu navegador: hasta que los borres o, en el caso de la sesión, hasta
          que la cierres o venza.
        </li>
      </ul>
    ),
  },
  {
    id: 'seguridad',
    title: 'Cómo protegemos los datos',
    body: (
      <>
        <p>
          Aplicamos las medidas de seguridad y confidencialidad que exige la Ley 25.326, entre
          ellas:
        </p>
        <ul>
          <li>conexiones cifradas entre tu navegador y Barrio;</li>
          <li>
            contraseñas guardadas con un algoritmo de un solo sentido (Argon2id): nadie en Barrio
            puede leerlas;
          </li>
          <li>sesiones que vencen y límites a los intentos repetidos;</li>
          <li>
            imágenes subidas que se vuelven a procesar, lo que borra los datos ocultos que pueden
            traer, como el lugar donde se tomó la foto;
          </li>
          <li>acceso a los datos limitado a quien lo necesita para su tarea.</li>
        </ul>
        <p>
          Ningún sistema es completamente invulnerable. Si un incidente de seguridad afectara tus
          datos, te lo vamos a informar junto con las medidas que tomamos.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>
          La Ley 25.326 te reconoce estos derechos sobre tus datos personales, que podés ejercer
          escribiendo a <ContactLink /> desde el correo de tu cuenta o acreditando tu identidad:
        </p>
        <ul>
          <li>
            <strong>Acceso:</strong> saber qué datos tuyos tenemos. Es gratuito si lo pedís a
            intervalos de seis meses o más, o antes si acreditás un interés legítimo. Respondemos
            dentro de los 10 días corridos.
          </li>
          <li>
            <strong>Rectificación y actualización:</strong> corregir datos inexactos o incompletos.
          </li>
          <li>
            <strong>Supresión:</strong> pedir que borremos tus datos, salvo los que una ley nos
            obligue a conservar o cuya eliminación perjudique derechos de terceros.
          </li>
        </ul>
        <p>
          <strong>Si hiciste un pedido,</strong> pedíselo también al comercio: es quien tiene tus
          datos y puede decirte qué guarda de vos. Si le pedís que los borre, el comercio te
          anonimiza desde su panel (Clientes): todos tus pedidos en ese comercio quedan sin tu
          nombre, teléfono, dirección ni notas, y eso no se puede deshacer. Si el comercio no te
          responde, escribinos y lo resolvemos con él.
        </p>
        <p>
          Resolvemos los pedidos de rectificación, actualización y supresión dentro de los 5 días
          hábiles. Los comercios también pueden corregir sus datos en cualquier momento desde
          Configuración, en el Panel del Comercio.
        </p>
        <p>
          La <strong>Agencia de Acceso a la Información Pública (AAIP)</strong> es el órgano de
          control de la Ley 25.326: recibe las denuncias y los reclamos de quienes consideren
          afectados sus derechos por el incumplimiento de las normas de protección de datos
          personales. Más información en{' '}
          <a href="https://www.argentina.gob.ar/aaip" rel="noopener noreferrer" target="_blank">
            argentina.gob.ar/aaip
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        Las cuentas de comercio son solo para personas mayores de 18 años. Si sos menor y hacés un
        pedido, hacelo con la autorización de tus padres o de quien ejerza tu representación.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos esta política, publicaremos la nueva versión con su fecha de actualización. Si
        el cambio es importante, lo avisaremos también por correo electrónico a los comercios y con
        un aviso en el sitio. Ver también los <Link to={paths.terms}>Términos y condiciones</Link>.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Para cualquier consulta sobre tus datos o para ejercer tus derechos escribinos a{' '}
        <ContactLink />.
      </p>
    ),
  },
]

/**
 * docs/product.md#screens 'Privacy policy' (/privacidad), last updated November 2026 for the
 * customers' data each shop keeps (docs/product.md#personal-data).
 */
export function Component() {
  return (
    <LegalLayout
      title="Política de privacidad"
      updated="noviembre de 2026"
      intro={
        <p>
          En Barrio cuidamos los datos de los comercios y de sus clientes. Esta política explica qué
          datos tratamos, para qué y cómo podés ejercer tus derechos, de acuerdo con la{' '}
          <strong>Ley 25.326 de Protección de Datos Personales</strong> y sus normas reglamentarias.
        </p>
      }
      sections={sections}
    />
  )
}
