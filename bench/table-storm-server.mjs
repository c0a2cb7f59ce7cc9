// The table storm's server: the real Lahap app on the engine it is given, plus bench-only routes
// outside /api (so no client can reach them in the product) that make one store with its tables
// and menu and read what the storm left on each table's bill.
import { sql } from 'drizzle-orm';
import { approveRoute, serveBenchApp } from './cluster.mjs';
import { makeTableStore } from './fixtures.mjs';

await serveBenchApp(
  (app) => {
    app.post('/bench/tables/setup', async (request) => makeTableStore(app.db, request.body));
    // Per table of the store: its sessions (one, open, is right), the open one's participants,
    // and its current bill's lines, their sum of quantity × unit price, those sent and its rounds;
    // its shares reserved and paid, and the money the ledger holds for them.
    app.get('/bench/tables/check', async (request) => {
      const result = await app.db.execute(sql`
      select t.id::text as table_id,
        (select count(*)::int from table_sessions x where x.table_id = t.id) as sessions,
        s.id::text as session_id,
        (select count(*)::int from table_participants p where p.session_id = s.id) as participants,
        (select count(*)::int from kitchen_rounds r where r.bill_id = b.id) as rounds,
        count(l.id)::int as lines,
        count(l.round_id)::int as sent,
        coalesce(sum(l.quantity * l.unit_price), 0)::int as total,
        b.id::text as bill_id, b.status as bill_status,
        (select count(*)::int from bill_shares bs where bs.bill_id = b.id and bs.status <> 'RELEASED') as live_shares,
        (select count(*)::int from bill_shares bs where bs.bill_id = b.id and bs.status = 'PAID') as paid_shares,
        (select coalesce(sum(bs.amount), 0)::int from bill_shares bs where bs.bill_id = b.id and bs.status = 'PAID')
          as paid_amount,
        (select coalesce(sum(le.amount), 0)::int from ledger_entries le join bill_shares bs
          on le.payable_kind = 'TABLE_SHARE' and le.payable_id = bs.id
          where bs.bill_id = b.id and le.kind = 'CHARGE') as charged,
        (select count(*)::int from ledger_entries le join bill_shares bs
          on le.payable_kind = 'TABLE_SHARE' and le.payable_id = bs.id
          where bs.bill_id = b.id and le.kind = 'REFUND') as refunds
      from dining_tables t
      left join table_sessions s on s.table_id = t.id and s.status = 'OPEN'
      left join bills b on b.id = s.current_bill_id
      left join cart_lines l on l.bill_id = b.id
      where t.store_id = ${request.query.storeId}::bigint
      group by t.id, s.id, b.id
      order by t.id`);
      return result.rows;
    });
    approveRoute(app, '/bench/tables/approve/:paymentId');
  },
  { seed: false },
);
