import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import type { PaymentConfirmation } from '../../platform/payments/payment-provider.js';
import { failedConditions, isConditionFailure } from '../../platform/table.js';
import { getCompany } from '../companies/repo.js';
import { dayOf } from '../common/company-time.js';
import { addMonths, recurrenceMonths } from './period.js';
import type { InvoiceChargeItem } from './subscription.js';

export type PaymentResult = 'renewed' | 'duplicate' | 'already-paid' | 'unknown-charge' | 'wrong-amount';

/** The company's `payment` channel (spec 2 §7): action CONCLUIDA once a payment renewed it. */
export const paymentChannel = (companyId: string) => `company-${companyId}-payment`;

const COMPANY_RETRIES = 3;

/**
 * Honours one confirmed payment, once: a transaction records its event id (a conditional put), marks the invoice
 * paid (only if it was not) and moves the company's due date by the recurrence's months from the later of today
 * and the old due date (only if the due date is still the one read, else read again). A replayed event changes
 * nothing; a charge we did not create, or an amount other than the charge's, is logged and ignored.
 */
export async function settlePayment(deps: Deps, payment: PaymentConfirmation): Promise<PaymentResult> {
  const link = await deps.table.get<InvoiceChargeItem>(keys.invoiceCharge(payment.txid));
  if (!link) return ignored('unknown-charge', payment);
  if (payment.amountCents !== link.amountCents) return ignored('wrong-amount', payment, link.amountCents);
  for (let attempt = 1; ; attempt++) {
    const company = await getCompany(deps.table, link.companyId);
    if (!company) return ignored('unknown-charge', payment);
    const today = dayOf(deps.clock.now());
    const from = company.dueDate && company.dueDate > today ? company.dueDate : today;
    const dueDate = addMonths(from, recurrenceMonths(company.recurrence));
    const stamp = deps.clock.now().toISOString();
    const t = deps.table.name;
    try {
      await deps.table.transact([
        {
          Put: {
            TableName: t,
            Item: { ...keys.paymentEvent(payment.eventId), ...payment, companyId: link.companyId, createdAt: stamp },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: t,
            Key: keys.invoice(link.companyId, link.invoiceId),
            UpdateExpression: 'SET #status = :paid, paidAt = :paidAt, txid = :txid, updatedAt = :stamp',
            ConditionExpression: 'attribute_exists(pk) AND #status <> :paid',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':paid': 'paid',
              ':paidAt': payment.paidAt,
              ':txid': payment.txid,
              ':stamp': stamp,
            },
          },
        },
        {
          Update: {
            TableName: t,
            Key: keys.company(link.companyId),
            UpdateExpression: 'SET dueDate = :dueDate, updatedAt = :stamp',
            ConditionExpression: company.dueDate
              ? 'dueDate = :old'
              : 'attribute_not_exists(dueDate) OR dueDate = :null',
            ExpressionAttributeValues: {
              ':dueDate': dueDate,
              ':stamp': stamp,
              ...(company.dueDate ? { ':old': company.dueDate } : { ':null': null }),
            },
          },
        },
      ]);
      await deps.realtime.publish(link.companyId, paymentChannel(link.companyId), {
        action: 'CONCLUIDA',
        company: { ...company, dueDate, updatedAt: stamp },
        invoiceId: link.invoiceId,
      });
      log('info', { where: 'payments.settle', companyId: link.companyId, invoiceId: link.invoiceId, dueDate });
      return 'renewed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const failed = failedConditions(error);
      if (failed.includes(0)) return 'duplicate';
      if (failed.includes(1)) return ignored('already-paid', payment);
      if (attempt >= COMPANY_RETRIES) throw error;
    }
  }
}

function ignored(result: PaymentResult, payment: PaymentConfirmation, expectedCents?: number): PaymentResult {
  log('warn', {
    where: 'payments.settle',
    ignored: result,
    txid: payment.txid,
    eventId: payment.eventId,
    amountCents: payment.amountCents,
    expectedCents,
  });
  return result;
}
