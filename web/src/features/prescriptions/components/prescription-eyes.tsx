import { useMemo } from 'react';
import { DIMENSION_LABELS, DIMENSIONS } from '@domain/catalog/dimensions';
import type { EyeRxView, PrescriptionView } from '@domain/prescriptions/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

const SHORT: Record<(typeof DIMENSIONS)[number], string> = { baseCurve: 'BC', diameter: 'DIA', power: 'PWR', cylinder: 'CYL', axis: 'AXIS', add: 'ADD', color: 'COLOR' };

interface EyeRow {
  code: 'OD' | 'OS';
  name: string;
  eye: EyeRxView | null;
}

const column = dataColumns<EyeRow>();

/** The columns for the dimensions either eye has, in spec order. */
function columnsFor(dims: readonly (typeof DIMENSIONS)[number][]) {
  return column.columns([
    column.accessor('code', { id: 'eye', header: 'Eye', cell: ({ row }) => <abbr title={row.original.name}>{row.original.code}</abbr> }),
    column.display({
      id: 'product',
      header: 'Product',
      cell: ({ row }) => {
        const eye = row.original.eye!;
        return (
          <>
            <span className="rx-eyes__product">{eye.productName ?? eye.productId}</span>
            {eye.brand ? <span className="rx-eyes__brand">{eye.brand}</span> : null}
            {!eye.isAvailable ? <span className="badge badge--warning">Unavailable</span> : null}
          </>
        );
      },
    }),
    ...dims.map((d) =>
      column.display({
        id: d,
        header: () => <abbr title={DIMENSION_LABELS[d]}>{SHORT[d]}</abbr>,
        meta: { className: 'rx-eyes__value' },
        cell: ({ row }) => row.original.eye!.dimensions.find((x) => x.dimensionName === d)?.value ?? '—',
      }),
    ),
    column.display({ id: 'pack', header: 'Pack', cell: ({ row }) => row.original.eye!.packSizeLabel ?? '—' }),
  ]);
}

/**
 * OD and OS side by side: product, brand, pack size and each lens dimension in spec order (base
 * curve, diameter, power, cylinder, axis, add, color); only the dimensions either eye has.
 */
export function PrescriptionEyes({ prescription }: { prescription: PrescriptionView }) {
  const eyes: EyeRow[] = [
    { code: 'OD', name: 'Right eye', eye: prescription.rightEyeRx },
    { code: 'OS', name: 'Left eye', eye: prescription.leftEyeRx },
  ];
  const dims = DIMENSIONS.filter((d) => eyes.some(({ eye }) => eye?.dimensions.some((x) => x.dimensionName === d)));
  const key = dims.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change only with the set of dimensions
  const columns = useMemo(() => columnsFor(dims), [key]);
  return (
    <DataTable
      columns={columns}
      data={eyes}
      getRowId={(row) => row.code}
      caption={`Lenses of ${prescription.prescriptionNickname}`}
      plain
      className="rx-eyes"
      rowHeader="eye"
      rowNote={(row) => (row.eye ? null : 'No lens')}
    />
  );
}
