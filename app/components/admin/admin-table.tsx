import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * A back-office list: a table with one column header per name; the page renders the rows (`<tr>` elements) as
 * children. Each cell gets its column's name as `data-label`, which the stylesheet shows beside the value when, below
 * 768 px, the rows stack as labelled cards (docs/design-system.md, Tables); wider, the table scrolls inside its own
 * box. `labelledBy` names the table by a heading's id where a page holds more than one table.
 */
export function AdminTable({
  columns,
  labelledBy,
  children,
}: {
  columns: readonly string[];
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{Children.map(children, (row) => labelCells(row, columns))}</tbody>
      </table>
    </div>
  );
}

type CellProps = { children?: ReactNode; colSpan?: number; "data-label"?: string };

/** The row with each cell labelled by its column (a cell spanning columns, such as an empty list's note, is not). */
function labelCells(row: ReactNode, columns: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== "tr") return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell)) return cell;
    const label = cell.props.colSpan && cell.props.colSpan > 1 ? undefined : columns[column];
    column += cell.props.colSpan ?? 1;
    return label ? cloneElement(cell as ReactElement<CellProps>, { "data-label": label }) : cell;
  });
  return cloneElement(row, {}, cells);
}
