import { DIMENSION_LABELS, DIMENSIONS } from '@domain/catalog/dimensions';
import type { EyeRxView, Prescription } from '@/features/prescriptions/api/types';

const SHORT: Record<(typeof DIMENSIONS)[number], string> = { baseCurve: 'BC', diameter: 'DIA', power: 'PWR', cylinder: 'CYL', axis: 'AXIS', add: 'ADD', color: 'COLOR' };

/**
 * OD and OS side by side: product, brand, pack size and each lens dimension in spec order (base
 * curve, diameter, power, cylinder, axis, add, color); only the dimensions either eye has.
 */
export function PrescriptionEyes({ prescription }: { prescription: Prescription }) {
  const eyes: [string, string, EyeRxView | null][] = [
    ['OD', 'Right eye', prescription.rightEyeRx],
    ['OS', 'Left eye', prescription.leftEyeRx],
  ];
  const dims = DIMENSIONS.filter((d) => eyes.some(([, , eye]) => eye?.dimensions.some((x) => x.dimensionName === d)));
  return (
    <div className="table-scroll">
      <table className="rx-eyes">
        <caption className="visually-hidden">Lenses of {prescription.prescriptionNickname}</caption>
        <thead>
          <tr>
            <th scope="col">Eye</th>
            <th scope="col">Product</th>
            {dims.map((d) => (
              <th key={d} scope="col">
                <abbr title={DIMENSION_LABELS[d]}>{SHORT[d]}</abbr>
              </th>
            ))}
            <th scope="col">Pack</th>
          </tr>
        </thead>
        <tbody>
          {eyes.map(([code, name, eye]) => (
            <tr key={code}>
              <th scope="row">
                <abbr title={name}>{code}</abbr>
              </th>
              {eye ? (
                <>
                  <td>
                    <span className="rx-eyes__product">{eye.productName ?? eye.productId}</span>
                    {eye.brand ? <span className="rx-eyes__brand">{eye.brand}</span> : null}
                    {!eye.isAvailable ? <span className="badge badge--warning">Unavailable</span> : null}
                  </td>
                  {dims.map((d) => (
                    <td key={d} className="rx-eyes__value">
                      {eye.dimensions.find((x) => x.dimensionName === d)?.value ?? '—'}
                    </td>
                  ))}
                  <td>{eye.packSizeLabel ?? '—'}</td>
                </>
              ) : (
                <td colSpan={dims.length + 2} className="muted">
                  No lens
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
