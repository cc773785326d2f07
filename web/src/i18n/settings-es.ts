import type { Translation } from './pt';

/** Spanish texts of the Settings page, spread into `es`. */
export const settingsEs: Pick<Translation, 'settings'> = {
  settings: {
    title: 'Configuración',
    tabs: { options: 'Opciones', hours: 'Horarios', companies: 'Empresas', plans: 'Planes', helps: 'Ayuda' },
    updated: 'Configuración actualizada con éxito.',
    adminOnly: 'Solo los administradores pueden cambiar la configuración.',
    options: {
      userRating: { label: 'Calificaciones', enabled: 'Habilitadas', disabled: 'Deshabilitadas' },
      scheduleType: {
        label: 'Gestión de horario laboral',
        disabled: 'Deshabilitado',
        queue: 'Cola',
        company: 'Empresa',
      },
      CheckMsgIsGroup: { label: 'Ignorar mensajes de grupos', enabled: 'Activado', disabled: 'Desactivado' },
      call: { label: 'Aceptar llamadas', enabled: 'Aceptar', disabled: 'No aceptar' },
      chatBotType: { label: 'Tipo de chatbot', text: 'Texto', button: 'Botón', list: 'Lista' },
      sendGreetingAccepted: {
        label: 'Enviar saludo al aceptar el ticket',
        enabled: 'Activado',
        disabled: 'Desactivado',
      },
      sendMsgTransfTicket: {
        label: 'Enviar mensaje de transferencia de cola/agente',
        enabled: 'Activado',
        disabled: 'Desactivado',
      },
    },
    timezone: 'Zona horaria',
    integrations: {
      payment: 'Proveedor de pagos',
      asaas: 'Token del proveedor de pagos',
      ixc: 'IXC',
      ipixc: 'IP de IXC',
      tokenixc: 'Token de IXC',
      mkauth: 'MK-AUTH',
      ipmkauth: 'IP de MK-AUTH',
      clientidmkauth: 'Client ID',
      clientsecretmkauth: 'Client Secret',
    },
    hours: {
      weekday: 'Día de la semana',
      start: 'Inicio',
      end: 'Fin',
      saved: 'Horarios actualizados con éxito.',
      invalidTime: 'Indique una hora entre 00:00 y 23:59',
      hint: 'Un día cuyo fin no es posterior a su inicio queda cerrado.',
    },
  },
};
