/**
 * The template's quantity box: minus, a number field, plus. The field is the real control (type a
 * number); the two buttons are part of the template and do nothing, as the shop has no behaviour.
 */
export function QuantityBox({
  id,
  label,
  defaultValue,
  labelHidden = true,
}: {
  id: string;
  label: string;
  defaultValue: number;
  labelHidden?: boolean;
}) {
  return (
    <div className="qty-box">
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : "field__label"}>
        {label}
      </label>
      <div className="qty-box__controls">
        <button
          type="button"
          className="qty-box__button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={id}
          className="qty-box__input"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={defaultValue}
        />
        <button
          type="button"
          className="qty-box__button"
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
