import { BrandCombobox } from './brand-combobox';
import type { SearchInputControl } from './ui/search-box';

/**
 * A listings search box's text control that suggests brands: picking one searches that brand at
 * once; Enter on free text searches the text, as the plain box does. Pass as `renderInput`.
 */
export function brandSearchInput(control: SearchInputControl) {
  return (
    <BrandCombobox
      id={control.id}
      name={control.name}
      label={control.label}
      hideLabel
      placeholder={control.placeholder}
      value={control.value}
      onChange={control.onChange}
      onSelect={control.onSearch}
      className={control.className}
    />
  );
}
