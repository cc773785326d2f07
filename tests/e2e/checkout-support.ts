import type { Page } from 'playwright-core';

/**
 * /financeiro and the checkout as a person uses them (spec 2 §2, §4), for any browser test that pays an invoice:
 * the invoices table's rows by display status, the checkout dialog, its three steps and the sandbox's payment.
 */
export type InvoiceRowStatus = 'open' | 'overdue' | 'paid';

export const checkoutDialog = (page: Page) => page.getByTestId('checkout-dialog');

/** The rows of /financeiro whose status is Em Aberto (open), Vencido (overdue, highlighted) or Pago (paid). */
export const invoiceRow = (page: Page, status: InvoiceRowStatus) =>
  page.locator(`[data-testid="invoice-row"][data-status="${status}"]`);

/** DD/MM/YYYY of a calendar date YYYY-MM-DD (spec 2 §9), as the Portuguese UI writes it. */
export const ptDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

export const PAYER = {
  fullName: 'Ana Maria Souza',
  address: 'Rua das Flores, 10',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
};

/** Step 0, Dados, filled in (the dialog open on it). */
export async function fillCheckoutData(page: Page, payer = PAYER): Promise<void> {
  const dialog = checkoutDialog(page);
  await dialog.getByTestId('checkout-data').waitFor();
  await dialog.getByLabel('Nome completo').fill(payer.fullName);
  await dialog.getByLabel('Endereço').fill(payer.address);
  await dialog.getByLabel('Cidade').fill(payer.city);
  await dialog.getByLabel('CEP').fill(payer.zipcode);
  await dialog.getByLabel('País').selectOption(payer.country);
}

/**
 * From the open checkout's Dados step through Personalizar (the plan card) and Revisar to the Pix view (PAGAR on a
 * row of /financeiro, or 'Assine Agora!' on /subscription, opens it). Answers the Pix copia e cola.
 */
export async function checkoutToPix(page: Page, payer = PAYER): Promise<string> {
  const dialog = checkoutDialog(page);
  await fillCheckoutData(page, payer);
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByTestId('checkout-plan').waitFor();
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByTestId('checkout-review').waitFor();
  await dialog.getByRole('button', { name: 'Gerar Pix' }).click();
  const pix = dialog.getByTestId('pix-view');
  await pix.getByTestId('pix-qr').locator('svg').waitFor();
  return pix.getByRole('textbox').inputValue();
}

/**
 * 'Pagar (sandbox)' in the Pix view; the payment reaches the webhook and the `payment` event the page's socket
 * (await browser.ts realtimeReady first). Answers the renewal message, which names the new due date; / follows
 * 4 s later.
 */
export async function payInSandboxAndSeeRenewal(page: Page): Promise<string> {
  const dialog = checkoutDialog(page);
  await dialog.getByTestId('pix-view').getByRole('button', { name: 'Pagar (sandbox)' }).click();
  const renewed = dialog.getByTestId('checkout-renewed');
  await renewed.waitFor({ timeout: 15_000 });
  return renewed.innerText();
}
