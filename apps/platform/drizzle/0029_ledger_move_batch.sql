-- Issue 17 item 1: single-phase movements, several in one statement and one commit.
-- `moves` is a JSON array of movements already checked by the ledger (wallet/transfers.ts:
-- kind, amount, key, accounts, trial isolation, fingerprint). Each movement runs in its own
-- subtransaction (the EXCEPTION block), exactly as one movement ran alone before: it locks both
-- balance rows in account-id order, moves the amount, writes the transfer with the balances after
-- it and a balance event for each member owner (member-id order, as events/outbox.ts does). A
-- balance CHECK (an overdraft) or the unique key (a replay, or its racing twin) refuses that
-- movement only; the answer says which, and the others still move. Any other error fails the
-- whole call, which then moved nothing (the ledger retries each movement alone to answer each).
-- Callers keep batches at 32 or fewer: past 64 subtransactions PostgreSQL's per-backend cache of
-- them overflows, which slows every other snapshot.
CREATE OR REPLACE FUNCTION ledger_move(moves jsonb) RETURNS jsonb AS $$
DECLARE
  m jsonb;
  answers jsonb := '[]'::jsonb;
  amount bigint;
  debit_id bigint;
  credit_id bigint;
  debit_after bigint;
  credit_after bigint;
  transfer_id bigint;
  transfer_at timestamptz;
  owner int;
  head bigint;
  refused_by text;
BEGIN
  FOR m IN SELECT value FROM jsonb_array_elements(moves) LOOP
    BEGIN
      amount := (m->>'amount')::bigint;
      debit_id := (m->>'debit')::bigint;
      credit_id := (m->>'credit')::bigint;
      PERFORM 1 FROM account_balances WHERE account_id IN (debit_id, credit_id)
        ORDER BY account_id FOR UPDATE;
      UPDATE account_balances SET balance = balance - amount, debit_total = debit_total + amount,
          updated_at = now()
        WHERE account_id = debit_id RETURNING balance INTO debit_after;
      UPDATE account_balances SET balance = balance + amount, credit_total = credit_total + amount,
          updated_at = now()
        WHERE account_id = credit_id RETURNING balance INTO credit_after;
      IF debit_after IS NULL OR credit_after IS NULL THEN
        RAISE EXCEPTION 'ledger account % or % has no balance row', debit_id, credit_id;
      END IF;
      INSERT INTO transfers (merchant_id, currency, debit_account_id, credit_account_id, amount,
          kind, reference, reason, actor, idempotency_key, fingerprint, debit_balance_after,
          credit_balance_after)
        VALUES ((m->>'merchantId')::int, m->>'currency', debit_id, credit_id, amount, m->>'kind',
          m->>'reference', m->>'reason', m->>'actor', m->>'key', m->>'fingerprint', debit_after,
          credit_after)
        RETURNING id, created_at INTO transfer_id, transfer_at;
      FOR owner IN SELECT value::int FROM jsonb_array_elements_text(m->'owners') LOOP
        INSERT INTO member_event_heads (member_id, last_seq) VALUES (owner, 1)
          ON CONFLICT (member_id) DO UPDATE SET last_seq = member_event_heads.last_seq + 1
          RETURNING last_seq INTO head;
        INSERT INTO member_events (member_id, merchant_id, seq, type, payload)
          VALUES (owner, (m->>'merchantId')::int, head, 'balance', '{}'::jsonb);
      END LOOP;
      answers := answers || jsonb_build_object('id', transfer_id::text,
        'debitAfter', debit_after::text, 'creditAfter', credit_after::text,
        'createdMs', floor(extract(epoch FROM transfer_at) * 1000));
    EXCEPTION
      WHEN check_violation THEN
        GET STACKED DIAGNOSTICS refused_by = CONSTRAINT_NAME;
        answers := answers || jsonb_build_object('refused', 'check', 'constraint', refused_by);
      WHEN unique_violation THEN
        answers := answers || jsonb_build_object('refused', 'key');
    END;
  END LOOP;
  RETURN answers;
END;
$$ LANGUAGE plpgsql;
