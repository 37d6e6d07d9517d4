import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { selectRows } from '../../../db';
import { outboxMails } from '../../../db/schema';
import { requestVacuum } from './maintenance.jobs';

const uploadsDir = mkdtempSync(join(tmpdir(), 'gradway-clean-uploads-'));
const t = useTestApp({ uploadsDir });

const upload = (kind: string, ageHours: number) => {
  const key = `${kind}/${randomUUID()}.png`;
  mkdirSync(join(uploadsDir, kind), { recursive: true });
  const path = join(uploadsDir, key);
  writeFileSync(path, 'x');
  const when = new Date(Date.now() - ageHours * 3600_000);
  utimesSync(path, when, when);
  return { key, path };
};

describe('scheduled housekeeping', () => {
  it('removes uploads older than a day that no row mentions, and keeps the others', async () => {
    const referenced = upload('avatar', 48);
    const orphan = upload('cover', 48);
    const fresh = upload('cover', 1);
    await t.db.insert(outboxMails).values({
      to: 'someone@example.com',
      subject: 'Your picture',
      text: `See /uploads/${referenced.key} on your profile`,
      html: '<p>x</p>',
    });
    await t.app.jobs.boss.send('clean-unreferenced-uploads', {});
    await t.app.jobs.settled();
    expect(existsSync(referenced.path)).toBe(true);
    expect(existsSync(fresh.path)).toBe(true);
    expect(existsSync(orphan.path)).toBe(false);
  });

  it('vacuums the database when asked after bulk work, without a dead letter', async () => {
    await requestVacuum(t.db);
    await t.app.jobs.settled();
    const dead = await selectRows(
      t.db,
      sql`select 1 from pgboss.job where name like '%.dead' and state = 'created'`,
    );
    expect(dead).toHaveLength(0);
    const done = await selectRows(
      t.db,
      sql`select 1 from pgboss.job where name = 'vacuum-analyze' and state = 'completed'`,
    );
    expect(done).toHaveLength(1);
  });
});
