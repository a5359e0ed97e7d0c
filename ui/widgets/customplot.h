#pragma once

// Include QCustomPlot through this header. qcustomplot.h 2.1.0 uses `foreach` in two inline
// templates (QCustomPlot::plottableAt, itemAt), and the project builds with QT_NO_FOREACH:
// give it a range-for `foreach` while the header is read, then take it away again.
#if defined(QT_NO_FOREACH) && !defined(foreach)
#define foreach(variable, container) for (variable : container)
#define STACKLAB_CUSTOMPLOT_FOREACH
#endif
#include <qcustomplot.h>
#ifdef STACKLAB_CUSTOMPLOT_FOREACH
#undef foreach
#undef STACKLAB_CUSTOMPLOT_FOREACH
#endif
