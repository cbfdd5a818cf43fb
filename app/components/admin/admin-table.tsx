import type { ReactNode } from "react";

/**
 * A back-office list: a horizontally scrolling table with one column header per name; the page
 * renders the rows (`<tr>` elements) as children. `labelledBy` names the table by a heading's id
 * where a page holds more than one table.
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
