// placeholder, replaced by the catalogue
export {}
