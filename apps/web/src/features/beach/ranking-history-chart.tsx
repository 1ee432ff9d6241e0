import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../lib/dates/date-formats';
import { currentLanguage } from '../../lib/i18n';
import { intlLocale } from '../competitions';

export type HistoryPoint = { asOf: string; position: number; points: number };

const CHART_HEIGHT = 240;

/** `Nov 26`: a ranking day on the chart's axis. */
function monthText(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/**
 * A player's position over time as a line, the best position at the top (1 is first). The same
 * data is offered as a table under it, for those who do not read charts.
 */
export function RankingHistoryChart({ history }: { history: readonly HistoryPoint[] }) {
  const { t } = useTranslation('beach');
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  if (history.length === 0) return <p className="text-sm text-slate-600">{t('player.noHistory')}</p>;
  const worst = Math.max(2, ...history.map((point) => point.position));
  // First place always on the axis, then even steps down to the worst position reached.
  const step = Math.max(1, Math.ceil(worst / 4));
  const ticks = [
    ...new Set([1, ...Array.from({ length: 4 }, (_, i) => (i + 1) * step).filter((tick) => tick < worst), worst]),
  ];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">{t('player.chartCaption')}</figcaption>
      <div aria-hidden="true" className="w-full" style={{ height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 600, height: CHART_HEIGHT }}>
          <LineChart data={[...history]} margin={{ top: 8, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis
              dataKey="asOf"
              tickFormatter={(value: string) => monthText(value, language)}
              tick={{ fontSize: 12, fill: '#475569' }}
              minTickGap={24}
            />
            <YAxis
              reversed
              allowDecimals={false}
              domain={[1, worst]}
              ticks={ticks}
              padding={{ top: 8, bottom: 8 }}
              width={40}
              tick={{ fontSize: 12, fill: '#475569' }}
            />
            <Tooltip
              labelFormatter={(value) => formatDate(String(value))}
              formatter={(value, name) =>
                name === 'position' ? [String(value), t('fields.position')] : [String(value), String(name)]
              }
            />
            <Line
              type="linear"
              dataKey="position"
              stroke="#0369a1"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-sky-800">{t('player.historyTable')}</summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">{t('player.chartCaption')}</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                {t('fields.asOf')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('fields.position')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('fields.points')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {history.map((point) => (
              <tr key={point.asOf}>
                <td className="px-2 py-0.5">{formatDate(point.asOf)}</td>
                <td className="px-2 py-0.5 text-right">{point.position}</td>
                <td className="px-2 py-0.5 text-right">{number.format(point.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
