import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { exportXlsx } from './xlsx.js';

const schema = {
  type: 'object',
  properties: {
    vendor: { type: 'object', properties: { name: { type: 'string' } } },
    issued: { type: 'string', format: 'date' },
    total: { type: 'number' },
    paid: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    line_items: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' }, amount: { type: 'number' } } } },
  },
};

describe('XLSX export', () => {
  it('writes typed cells, one column per leaf, a sheet per table, and neutralises formulas', async () => {
    const buf = await exportXlsx([
      {
        attachment_id: 7,
        file_name: '=HYPERLINK("x").pdf',
        struct_version_id: 3,
        extractor: 'deterministic',
        data: {
          vendor: { name: '@SUM(A1)' },
          issued: '2024-03-01',
          total: 12.5,
          paid: true,
          tags: ['a', 'b'],
          line_items: [{ description: '+cmd', amount: 2 }, { description: 'Tea', amount: 10.5 }],
        },
        problems: [],
        schema_json: schema,
        needs_review: false,
        reviewed_fields: ['/total'],
      },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('results')!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header, ['attachment_id', 'file_name', 'struct_version_id', 'extractor', 'problem_count', 'needs_review', 'reviewed_fields', 'issued', 'paid', 'tags', 'total', 'vendor.name']);
    const row = ws.getRow(2);
    const at = (name: string) => row.getCell(header.indexOf(name) + 1);
    assert.equal(at('attachment_id').value, 7);
    assert.equal(at('file_name').value, `'=HYPERLINK("x").pdf`);
    assert.equal(at('total').value, 12.5);
    assert.equal(at('paid').value, true);
    const issued = at('issued');
    assert.ok(issued.value instanceof Date);
    assert.equal((issued.value as Date).toISOString(), '2024-03-01T00:00:00.000Z');
    assert.equal(issued.numFmt, 'yyyy-mm-dd');
    assert.equal(at('vendor.name').value, "'@SUM(A1)");
    assert.equal(at('tags').value, 'a; b');
    const items = wb.getWorksheet('line_items')!;
    assert.deepEqual((items.getRow(1).values as unknown[]).slice(1), ['attachment_id', 'file_name', 'item', 'amount', 'description']);
    assert.deepEqual((items.getRow(2).values as unknown[]).slice(1), [7, `'=HYPERLINK("x").pdf`, 1, 2, "'+cmd"]);
    assert.deepEqual((items.getRow(3).values as unknown[]).slice(1), [7, `'=HYPERLINK("x").pdf`, 2, 10.5, 'Tea']);
    // no cell of the workbook is a formula
    for (const sheet of wb.worksheets) sheet.eachRow((r) => r.eachCell((c) => assert.notEqual(c.type, ExcelJS.ValueType.Formula)));
  });
});
