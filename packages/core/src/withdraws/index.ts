export {
  allowedWithdrawMoves,
  isWithdrawMove,
  planWithdrawMove,
  WITHDRAW_MOVE_RULES,
  WITHDRAW_MOVES,
  type WithdrawLedgerEffect,
  type WithdrawMove,
  type WithdrawMovePlan,
  withdrawHoldsMoney,
  withdrawLedgerEffect,
  withdrawMoveFields,
  withdrawMoveLines,
} from './moves.ts';
