import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, absent when it returns no rows. */
  rowDescription?: Message;
}

const { serialize } = protocol;
/**
 * SQLSTATEs of a statement to prepare again: "cached plan must not change
 * result type" (a migration changed its table) and "prepared statement does
 * not exist" (someone ran DEALLOCATE ALL).
 */
const STALE = new Set(['0A000', '26000']);
/** Statement names are unique in the process, so two sets on one database never collide. */
let named = 0;

/**
 * Named prepared statements for PGlite, one per SQL text. PGlite's own query
 * parses and plans every statement anew and crosses into its WebAssembly six
 * times per query (parse, describe, bind, describe, execute, sync); drizzle's
 * statements are the same few texts over and over, so here each is prepared
 * once and then runs in one crossing: a lookup by key costs about a quarter of the
 * CPU. The caller holds PGlite's locks (see forDrizzle).
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly client: PGlite,
    /** Texts kept prepared, least recently used dropped first (texts with inlined values vary). */
    private readonly capacity = 1000,
  ) {}

  async run<T>(
    sql: string,
    params: unknown[],
    rowMode: 'array' | 'object' | undefined,
    { retry = true } = {},
  ): Promise<Results<T>> {
    const statement = await this.statementFor(sql);
    const values = params.map((value, i) => this.serialized(value, statement.paramTypes[i]!));
    let messages: Message[];
    try {
      messages = await this.client.execProtocolStream(
        concat(
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ),
        { syncToFs: false },
      );
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code!)) throw error;
      // Again once, and only outside a transaction (the error has aborted it).
      await this.forget(sql);
      if (!retry || this.client.isInTransaction()) throw error;
      return this.run<T>(sql, params, rowMode, { retry: false });
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.client.parsers, { rowMode })[0] as Results<T>;
  }

  private async statementFor(sql: string): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last: the map's order is the eviction order.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `sasm_${++named}`;
    const messages = await this.client.execProtocolStream(
      concat(
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(sql, statement);
    if (this.statements.size > this.capacity)
      await this.forget(this.statements.keys().next().value!);
    return statement;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.client.execProtocolStream(
      concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync()),
      { syncToFs: false, throwOnError: false },
    );
  }

  /** As PGlite's own query: the serializer of the parameter's type, else text. */
  private serialized(value: unknown, type: number): string | null {
    if (value === null || value === undefined) return null;
    const serializer = this.client.serializers[type];
    return serializer ? (serializer(value) as string) : String(value);
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
