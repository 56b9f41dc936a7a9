/** The form widgets: pure components, each driven by core's rules and constants. */
export { ColorPicker, type ColorPickerProps } from './color/color-picker.tsx';
export { ImageUpload, type ImageUploadProps } from './image/image-upload.tsx';
export { ImageViewer, type ImageViewerProps, type ViewerImage } from './image/image-viewer.tsx';
export { JalaliDatePicker, type JalaliDatePickerProps } from './jalali/jalali-date-picker.tsx';
export type { JalaliValueFormat } from './jalali/jalali-model.ts';
export { TimeInput, type TimeInputProps } from './jalali/time-input.tsx';
export { NestableTree, type NestableTreeProps } from './nestable/nestable-tree.tsx';
export type { TreeNode, TreeOrder } from './nestable/tree-model.ts';
export { PriceInput, type PriceInputProps } from './price/price-input.tsx';
export { SearchPicker, type SearchPickerProps } from './search-picker.tsx';
export { Slider, type SliderProps } from './slider/slider.tsx';
