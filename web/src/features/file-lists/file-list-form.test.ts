import { describe, expect, it } from 'vitest';
import { checkFileList, initialFileListValues, newOption } from './file-list-form';

describe('the file list form', () => {
  it('answers spec 3 §5’s texts: name of at least 3, message required, each option named with a message or a file', () => {
    const values = { name: 'ab', message: ' ', options: [{ ...newOption(), name: '' }] };
    expect(checkFileList(values)).toEqual({
      ok: false,
      errors: { name: 'tooShort', message: 'required', options: [{ name: 'required', message: 'messageOrFile' }] },
    });
    expect(checkFileList({ ...values, name: '' })).toMatchObject({ errors: { name: 'required' } });
  });

  it('saves the options in order, uploads the chosen files by position and drops a removed stored file', () => {
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const stored = initialFileListValues({
      id: 'l1',
      name: 'Catálogo',
      message: 'Veja',
      userId: 'u1',
      createdAt: '',
      updatedAt: '',
      options: [
        { id: 'o1', name: 'Preços', message: '', path: 'k1', mediaType: 'image/png', file: 'a.png', mediaUrl: 'u' },
      ],
    });
    const checked = checkFileList({
      ...stored,
      options: [
        { ...stored.options[0]!, dropFile: true, message: 'Sem foto' },
        { ...newOption(), name: ' Fotos ', file },
      ],
    });
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Catálogo',
        message: 'Veja',
        options: [
          { id: 'o1', name: 'Preços', message: 'Sem foto', path: null },
          { name: 'Fotos', message: '' },
        ],
      },
      uploads: [{ index: 1, file }],
    });
  });
});
