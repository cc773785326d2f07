import type { signupPt } from './signup-pt';

export const signupEs: typeof signupPt = {
  title: 'Regístrese',
  subtitle: 'Prueba gratis de 7 días, sin tarjeta.',
  name: 'Nombre',
  email: 'Correo',
  phone: 'Teléfono',
  password: 'Contraseña',
  plan: 'Plan',
  choosePlan: 'Elija un plan',
  planOption: '{{name}} · {{value}}/mes',
  planDetails: '{{users}} usuarios · {{connections}} conexiones · {{queues}} colas',
  submit: 'Registrarse',
  haveAccount: '¿Ya tiene una cuenta?',
  login: 'Entrar',
  success: '¡Registro realizado! Entre con su correo y contraseña.',
  plansFailed: 'No se pudo cargar la lista de registros',
  legal: {
    back: 'Volver al inicio de sesión',
    loadFailed: 'No se pudo cargar el texto.',
  },
  subscription: {
    title: 'Suscripción',
    trial: 'Período de prueba',
    daysLeft: '{{count}} día(s) restante(s)',
    billingEmail: 'Correo de facturación',
    subscribe: '¡Suscríbase Ahora!',
    subscribeHint: 'El pago se hace por la factura, en Financiero.',
  },
};
