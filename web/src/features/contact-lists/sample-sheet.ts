/** The sample sheet of spec 3 §2: the columns the import reads and one example row, written in the browser. */
export async function downloadSampleSheet(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = [
    [{ value: 'nome' }, { value: 'numero' }, { value: 'email' }],
    [{ value: 'Maria Souza' }, { value: '5511988887777' }, { value: 'maria@exemplo.com' }],
  ];
  await writeXlsxFile(rows).toFile('lista-de-contatos-exemplo.xlsx');
}
