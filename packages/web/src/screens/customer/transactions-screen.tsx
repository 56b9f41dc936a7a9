import { can } from '@shop-admin/core';
import { useState } from 'react';
import { usePermissions } from '../../app/services-context.tsx';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';
import { GenericScreen } from '../generic/index.ts';
import type { ScreenProps } from '../types.ts';
import { CustomerPicker, type PickedCustomer, pickedName } from './customer-picker.tsx';
import { WalletMove } from './customer-wallet-move.tsx';
import './customer.css';

/** A dialog: pick a customer (searching the server), then deposit or debit with a reason. */
function WalletMoveDialog({ onClose }: { onClose: () => void }) {
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  return (
    <ModalDialog labelledBy="wallet-dialog-title" onClose={onClose} className="modal">
      <header className="modal-header">
        <h2 id="wallet-dialog-title">واریز یا برداشت از کیف پول مشتری</h2>
        <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
          ×
        </button>
      </header>
      {customer ? (
        <>
          <p>
            مشتری: <strong>{pickedName(customer)}</strong>{' '}
            <button type="button" className="link-button" onClick={() => setCustomer(null)}>
              تغییر
            </button>
          </p>
          <WalletMove customerId={customer.id} onDone={onClose} />
        </>
      ) : (
        <CustomerPicker onPick={setCustomer} />
      )}
    </ModalDialog>
  );
}

/** /admin/transactions: the ledger's generic list (filters, download), and deposit/debit from the screen. */
export function TransactionsScreen(props: ScreenProps) {
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <GenericScreen {...props} />
      {can(permissions, 'modify_customer') && (
        <div className="wallet-move-open">
          <button type="button" className="button primary" onClick={() => setOpen(true)}>
            واریز / برداشت کیف پول مشتری
          </button>
        </div>
      )}
      {open && <WalletMoveDialog onClose={() => setOpen(false)} />}
    </>
  );
}
