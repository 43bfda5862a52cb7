import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions kept in memory are dropped by the push (decision 1176): every change to what a session
 * check reads — a customer's row (active, deleted), its users (session version, permissions,
 * active, e-mail), its company data and its quick order setting — tells every listening instance
 * the customer's id on commit (`NOTIFY shop_session, '<customer id>'`; a truncate sends '*').
 */
const TABLES: [table: string, customerColumn: string][] = [
  ['customer', 'id'],
  ['shop_user', 'customer_id'],
  ['company_info', 'customer_id'],
  ['quick_order_setting', 'customer_id'],
];

export class Migration20261203080000_session_notify extends Migration {

  override name = 'Migration20261203080000_session_notify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "notify_session_change"() returns trigger language plpgsql as $$
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('shop_session', '*');
    return null;
  end if;
  if TG_OP <> 'INSERT' then perform pg_notify('shop_session', coalesce(to_jsonb(old) ->> TG_ARGV[0], '*')); end if;
  if TG_OP <> 'DELETE' then perform pg_notify('shop_session', coalesce(to_jsonb(new) ->> TG_ARGV[0], '*')); end if;
  return null;
end $$;`);
    for (const [table, column] of TABLES) {
      this.addSql(`create trigger "${table}_session_change" after insert or update or delete on "${table}" for each row execute function "notify_session_change"('${column}');`);
      this.addSql(`create trigger "${table}_session_truncate" after truncate on "${table}" for each statement execute function "notify_session_change"('${column}');`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table] of TABLES) {
      this.addSql(`drop trigger if exists "${table}_session_change" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_session_truncate" on "${table}";`);
    }
    this.addSql('drop function if exists "notify_session_change"();');
  }

}
