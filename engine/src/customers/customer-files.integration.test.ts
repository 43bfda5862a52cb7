import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_STORE_KINDS, fileStoresFor, storedPaths } from '../../test/file-stores';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { allPermissions, Permission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { createCustomerAdminService } from './customer-admin-service';
import { Customer } from './customer.entity';
import { createCustomerFiles } from './customer-files';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');

const em = useTestDatabase();
const base = mkdtempSync(join(tmpdir(), 'customer-files-'));
const staff: RequestContext = { ...asCustomer(999_999, [Permission.ADMIN_CUSTOMER]), email: 'kundendienst@holzwerk.ch' };
const ids = { a: 0, b: 0 };

beforeAll(async () => {
  const fork = em();
  const a = fork.create(Customer, {});
  const b = fork.create(Customer, {});
  await fork.flush();
  Object.assign(ids, { a: a.id, b: b.id });
});

describe.each(FILE_STORE_KINDS)("a customer's files and logo (decision 898), kept on %s (decision 1174)", (kind) => {
  const store = () => fileStoresFor(kind, em, join(base, kind)).customerFiles;
  const files = () => createCustomerFiles({ em, store: store() });
  it('R001-2.12 uploads into the customer\'s own folder, lists, downloads, sets a picture as logo (served by GET /api/customers/:id/logo) and deletes', async () => {
    const service = files();
    expect(await service.list(staff, ids.a)).toEqual({ files: [], logo: null });
    await service.upload(staff, ids.a, 'Firmenlogo grün.png', PNG);
    await service.upload(staff, ids.a, 'Vertrag 2026.pdf', PDF);
    const listed = await service.list(staff, ids.a);
    expect(listed.files.map((file) => [file.name, file.type, file.logo])).toEqual([
      ['Firmenlogo-grun.png', 'image/png', false],
      ['Vertrag-2026.pdf', 'application/pdf', false],
    ]);
    expect(await storedPaths(store())).toEqual([`${ids.a}/Firmenlogo-grun.png`, `${ids.a}/Vertrag-2026.pdf`]);
    const download = await service.file(staff, { customerId: ids.a, name: 'Vertrag-2026.pdf' });
    expect(download.bytes).toEqual(PDF);

    // A PDF is no logo; a picture is, and replaces the older logo.
    await expect(service.setLogo(staff, { customerId: ids.a, name: 'Vertrag-2026.pdf' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await service.setLogo(staff, { customerId: ids.a, name: 'Firmenlogo-grun.png' })).toEqual({ logo: 'logo.png' });
    await service.upload(staff, ids.a, 'neu.jpg', JPEG);
    expect(await service.setLogo(staff, { customerId: ids.a, name: 'neu.jpg' })).toEqual({ logo: 'logo.jpg' });
    const after = await service.list(staff, ids.a);
    expect(after.logo).toBe('logo.jpg');
    expect(after.files.filter((file) => file.logo).map((file) => file.name)).toEqual(['logo.jpg']);
    const admin = createCustomerAdminService({ em, customerFiles: store() });
    const served = await admin.customerLogo(staff, ids.a);
    expect(served.contentType).toBe('image/jpeg');
    expect(served.bytes).toEqual(JPEG);

    await service.remove(staff, { customerId: ids.a, name: 'Vertrag-2026.pdf' });
    expect((await service.list(staff, ids.a)).files.map((file) => file.name)).toEqual(['Firmenlogo-grun.png', 'logo.jpg', 'neu.jpg']);
  });

  it('R001-2.12 hostile names and bytes are refused; nothing lands outside the folder', async () => {
    const service = files();
    await expect(service.upload(staff, ids.b, 'seite.png', Buffer.from('<html><script>alert(1)</script></html>'))).rejects.toMatchObject({ kind: 'invalid' });
    await expect(service.upload(staff, ids.b, 'bild.svg', Buffer.from('<svg onload="alert(1)"/>'))).rejects.toMatchObject({ kind: 'invalid' });
    // Several at once are all or nothing (decision 1009): the good one is not kept when another is refused.
    await expect(service.uploadAll(staff, ids.b, [{ name: 'gut.png', bytes: PNG }, { name: 'boese.png', bytes: Buffer.from('<html>') }])).rejects.toMatchObject({ message: expect.stringContaining('Keine der 2 Dateien wurde gespeichert') });
    expect((await service.list(staff, ids.b)).files.map((file) => file.name)).not.toContain('gut.png');
    // A name with ../ is cut to its last part and lands in the customer's own folder.
    await service.upload(staff, ids.b, '../../x/evil.png', PNG);
    expect(await storedPaths(store(), String(ids.b))).toEqual([`${ids.b}/evil.png`]);
    expect((await storedPaths(store())).filter((path) => !path.startsWith(`${ids.a}/`) && !path.startsWith(`${ids.b}/`))).toEqual([]);
    for (const name of ['../x.png', '/etc/passwd', 'a\\..\\b.png', '..']) await expect(service.remove(staff, { customerId: ids.b, name })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it("R001-2.12 another customer's files are not reachable; only ADMIN_CUSTOMER; an unknown customer is not found", async () => {
    const service = files();
    await expect(service.file(staff, { customerId: ids.b, name: 'Firmenlogo-grun.png' })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.file(staff, { customerId: ids.b, name: `../${ids.a}/neu.jpg` })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(service.remove(staff, { customerId: ids.b, name: `../${ids.a}/neu.jpg` })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(service.setLogo(staff, { customerId: ids.b, name: `../${ids.a}/neu.jpg` })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await storedPaths(store(), String(ids.a))).toContain(`${ids.a}/neu.jpg`);
    await expect(service.list(staff, 9_999_999)).rejects.toMatchObject({ kind: 'not_found' });
    for (const permission of allPermissions.filter((p) => p !== Permission.ADMIN_CUSTOMER)) {
      await expect(service.list(asCustomer(ids.a, [permission]), ids.a)).rejects.toMatchObject({ kind: 'forbidden' });
    }
    await expect(service.upload(asGuest(), ids.a, 'a.png', PNG)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
