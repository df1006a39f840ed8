// The QR generator's payloads (domain/qr.ts): exactly the text a phone reads from each type.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  emptyQr,
  qrColourProblem,
  qrHasContent,
  qrPayload,
  qrProblemOf,
  qrScanVerdict,
  type QrValues,
} from '../../domain';

const qr = (values: Partial<QrValues>) => qrPayload({ ...emptyQr, ...values });

describe('QR payloads', () => {
  it('encodes a URL and a text exactly as entered', () => {
    expect(qr({ type: 'url', data: 'https://nodoweb.studio/es?a=1&b=ñ' })).toBe(
      'https://nodoweb.studio/es?a=1&b=ñ',
    );
    expect(qr({ type: 'text', data: '  Hola, ¿qué tal?\nLínea dos  ' })).toBe(
      '  Hola, ¿qué tal?\nLínea dos  ',
    );
  });

  it('encodes an email as a mailto link with subject and body percent-encoded', () => {
    expect(
      qr({
        type: 'email',
        email: ' ana@example.com ',
        subject: 'Cotización & diseño',
        message: 'Hola José,\n¿precio? 100% = sí',
      }),
    ).toBe(
      'mailto:ana@example.com?subject=Cotizaci%C3%B3n%20%26%20dise%C3%B1o' +
        '&body=Hola%20Jos%C3%A9%2C%0A%C2%BFprecio%3F%20100%25%20%3D%20s%C3%AD',
    );
    expect(qr({ type: 'email', email: 'ana@example.com' })).toBe('mailto:ana@example.com');
    expect(qr({ type: 'email', email: 'ana@example.com', message: 'a&b' })).toBe(
      'mailto:ana@example.com?body=a%26b',
    );
  });

  it('encodes a phone as a tel link without spaces', () => {
    expect(qr({ type: 'phone', phone: '+58 412 555-0101' })).toBe('tel:+58412555-0101');
    expect(qr({ type: 'phone', phone: '+1234567890' })).toBe('tel:+1234567890');
  });

  it('encodes a contact card as a vCard 3.0 with its special characters escaped', () => {
    expect(
      qr({
        type: 'contact',
        name: 'José Peña',
        phone: '+58 412 555 0101',
        email: 'jose@peña.com',
        company: 'Peña, Hijos; y Cía\\',
      }),
    ).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Peña;José;;;',
        'FN:José Peña',
        'TEL;TYPE=CELL:+584125550101',
        'EMAIL;TYPE=INTERNET:jose@peña.com',
        'ORG:Peña\\, Hijos\\; y Cía\\\\',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('leaves out the card lines the visitor did not fill', () => {
    expect(qr({ type: 'contact', name: 'Ana' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ana;;;;\r\nFN:Ana\r\nEND:VCARD',
    );
    expect(qr({ type: 'contact', name: 'María José de la Fuente' })).toContain(
      'N:Fuente;María José de la;;;',
    );
  });

  it('encodes a WiFi network with ; : , " and \\ escaped', () => {
    expect(
      qr({ type: 'wifi', ssid: 'Oficina "Centro"', password: 'a;b:c,d\\e', security: 'WPA' }),
    ).toBe('WIFI:T:WPA;S:Oficina \\"Centro\\";P:a\\;b\\:c\\,d\\\\e;;');
    expect(qr({ type: 'wifi', ssid: 'Invitados', security: 'nopass', hidden: true })).toBe(
      'WIFI:T:nopass;S:Invitados;H:true;;',
    );
  });

  it('draws nothing until the type has what it needs', () => {
    expect(qr({ type: 'url', data: '   ' })).toBe('');
    expect(qr({ type: 'email', subject: 'Hola' })).toBe('');
    expect(qr({ type: 'phone' })).toBe('');
    expect(qr({ type: 'contact' })).toBe('');
    expect(qr({ type: 'wifi', password: 'x' })).toBe('');
    expect(qrHasContent({ ...emptyQr, type: 'contact', company: 'Nodo' })).toBe(true);
  });
});

describe('QR encoder problems', () => {
  it('names too much data at error correction H', () => {
    let problem;
    try {
      QRCode.create('é'.repeat(1000), { errorCorrectionLevel: 'H' });
    } catch (error) {
      problem = qrProblemOf(error);
    }
    expect(problem).toBe('tooLong');
  });

  it('fits the most a code holds at level H', () => {
    expect(() => QRCode.create('a'.repeat(1273), { errorCorrectionLevel: 'H' })).not.toThrow();
  });

  it('names anything else as a failure', () => {
    expect(qrProblemOf(new Error('"version" should be in range from 1 to 40'))).toBe('failed');
    expect(qrProblemOf('String contains unencodable characters in alphanumeric mode')).toBe(
      'failed',
    );
    expect(qrProblemOf(new Error('Data too long'))).toBe('tooLong');
  });
});

describe('QR scan check', () => {
  const black = { foreground: '#000000', background: '#ffffff' };

  it('passes a code whose image decodes to exactly its content', () => {
    expect(qrScanVerdict(black, 'https://a.es', 'https://a.es')).toBe('readable');
  });

  it('fails a code that decodes to nothing or to something else', () => {
    expect(qrScanVerdict(black, 'https://a.es', null)).toBe('unreadable');
    expect(qrScanVerdict(black, 'https://a.es', 'https://a.e')).toBe('unreadable');
  });

  it('warns on a code lighter than its background, even if it decodes', () => {
    expect(qrColourProblem('#ffffff', '#000000')).toBe('inverted');
    expect(qrScanVerdict({ foreground: '#fef3c7', background: '#1e3a8a' }, 'x', 'x')).toBe(
      'inverted',
    );
  });

  it('warns below 4:1 contrast and accepts from there', () => {
    // #999999 on white is 2.85:1; #767676 is 4.54:1; navy on cream is far above.
    expect(qrColourProblem('#999999', '#ffffff')).toBe('lowContrast');
    expect(qrColourProblem('#767676', '#ffffff')).toBeNull();
    expect(qrColourProblem('#1e3a8a', '#fef3c7')).toBeNull();
  });
});
