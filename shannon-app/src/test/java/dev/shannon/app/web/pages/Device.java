package dev.shannon.app.web.pages;

/** The two screens the pages are checked on, both with a touch screen: a phone and a laptop. */
enum Device {
    PHONE(390, 844, true),
    LAPTOP(1366, 900, false);

    final int width;
    final int height;
    final boolean mobile;

    Device(int width, int height, boolean mobile) {
        this.width = width;
        this.height = height;
        this.mobile = mobile;
    }
}
